// The shared full-screen gallery as the product details page opens it: keyboard, pointer,
// right-to-left, scroll lock, focus and axe, in both languages.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { LANGS, AXE_MATRIX, expectAccessible, inLanguage, type Lang } from './support/matrix';
import { animationsDone, gotoInteractive } from './support/hydration';
import { ar, en, textPattern } from './support/texts';

/** The gallery's texts in `lang`, from the storefront's locale files. */
function texts(lang: Lang) {
  const t = { ar, en }[lang];
  return {
    open: textPattern(t.product_open_image, { number: 1, total: /\d+/ }),
    dialog: t.gallery_label,
    zoom: t.gallery_zoom,
    zoomIn: t.gallery_zoom_in,
    zoomOut: t.gallery_zoom_out,
    thumbnails: t.gallery_show_thumbnails,
    thumbnailsNav: t.gallery_thumbnails,
    next: t.gallery_next,
    close: t.close,
  };
}
const TEXT = { ar: texts('ar'), en: texts('en') };

let productPath: string | null = null;
let imageCount = 0;

/** A published demo product with at least three images, opened by its fallback route. */
async function productWithImages(request: APIRequestContext): Promise<string> {
  if (productPath) return productPath;
  for (let id = 1; id <= 60; id += 1) {
    const answer = await request.get(`/api/v1/productsDetails/${id}`);
    if (!answer.ok()) continue;
    const { data } = (await answer.json()) as { data: { more_images?: unknown[] } };
    const count = 1 + (data.more_images?.length ?? 0);
    if (count >= 3) {
      productPath = `/productsDetails/${id}`;
      imageCount = count;
      return productPath;
    }
  }
  throw new Error('no demo product with three images among ids 1–60');
}

async function openProduct(page: Page, lang: Lang): Promise<Locator> {
  const at = await inLanguage(page, lang);
  await gotoInteractive(page, at(await productWithImages(page.request)), {
    waitUntil: 'domcontentloaded',
  });
  const opener = page.getByRole('button', { name: TEXT[lang].open }).first();
  await expect(opener).toBeVisible();
  return opener;
}

function gallery(page: Page, lang: Lang) {
  const dialog = page.getByRole('dialog', { name: TEXT[lang].dialog });
  return {
    dialog,
    counter: dialog.locator('.yarl__counter'),
    zoomLevel: dialog.getByRole('group', { name: TEXT[lang].zoom }).getByRole('status'),
    zoomIn: dialog.getByRole('button', { name: TEXT[lang].zoomIn, exact: true }),
    zoomOut: dialog.getByRole('button', { name: TEXT[lang].zoomOut, exact: true }),
    thumbnailsToggle: dialog.getByRole('button', { name: TEXT[lang].thumbnails }),
    thumbnails: dialog.getByRole('navigation', { name: TEXT[lang].thumbnailsNav }),
    next: dialog.getByRole('button', { name: TEXT[lang].next, exact: true }),
    close: dialog.getByRole('button', { name: TEXT[lang].close, exact: true }),
    image: dialog.locator('.yarl__slide_current img').first(),
  };
}

const position = (n: number) => `${n} / ${imageCount}`;

/**
 * Drags across the current slide (mouse pointer: the lightbox's swipe and pan) by a share of its
 * width, and dy pixels down. Half the width: the lightbox takes a slow drag past 30 % as a swipe
 * (a short one only when quicker than its 500 ms animation, which a busy machine is not).
 */
async function drag(page: Page, target: Locator, share: number, dy = 0) {
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to drag');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const dx = box.width * share;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 1; step <= 10; step += 1) {
    await page.mouse.move(x + (dx * step) / 10, y + (dy * step) / 10);
  }
  await page.mouse.up();
}

for (const { lang, name, width, height } of AXE_MATRIX) {
  test(`gallery opens over the product page and is accessible (${lang}, ${name})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    const opener = await openProduct(page, lang);
    await opener.click();
    const g = gallery(page, lang);
    await expect(g.dialog).toBeVisible();
    await expect(g.counter).toHaveText(position(1));
    await expect(g.counter).toHaveAttribute('dir', 'ltr');
    await expect(g.zoomLevel).toContainText('100%');
    await expect(g.thumbnails).toBeVisible();
    await expect(g.thumbnailsToggle).toHaveAttribute('aria-pressed', 'true');
    await expectAccessible(page, `gallery open (${lang}, ${name})`);

    await g.close.click();
    await expect(g.dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
}

for (const lang of LANGS) {
  test(`gallery by keyboard (${lang}): arrows at 100 % only, zoom 50–500 %, thumbnails, scroll lock, Escape`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    // The stage button's name follows the slide shown, so keep the element itself.
    const opener = await (await openProduct(page, lang)).elementHandle();
    if (!opener) throw new Error('no opener');
    await opener.focus();
    await page.keyboard.press('Enter');
    const g = gallery(page, lang);
    // The forward arrow key points the reading direction: → in English, ← in Arabic.
    const forward = lang === 'ar' ? 'ArrowLeft' : 'ArrowRight';
    const back = lang === 'ar' ? 'ArrowRight' : 'ArrowLeft';
    await expect(g.dialog).toBeVisible();
    await expect(g.counter).toHaveText(position(1));
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    // The page behind is inert and cannot scroll.
    const scrollBefore = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 800);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);

    await page.keyboard.press(forward);
    await expect(g.counter).toHaveText(position(2));
    await page.keyboard.press(back);
    await expect(g.counter).toHaveText(position(1));

    // Zoomed in, the arrows pan instead of changing the slide; zoomed out they do nothing.
    await expect(g.zoomIn).toBeEnabled(); // the image has loaded
    // Keys are handled in order: once a later key's zoom shows, the arrow before it has had its
    // effect (a slide change would also have reset the zoom to 100 %).
    await page.keyboard.press('+');
    await expect(g.zoomLevel).toContainText('150%');
    await page.keyboard.press(forward);
    await page.keyboard.press('-');
    await page.keyboard.press('-');
    await expect(g.zoomLevel).toContainText('50%');
    await expect(g.counter).toHaveText(position(1));
    await page.keyboard.press(forward);
    await page.keyboard.press('+');
    await expect(g.zoomLevel).toContainText('100%');
    await expect(g.counter).toHaveText(position(1));

    // The buttons: 50 % steps, disabled at 500 % and at 50 %, focus kept on the other button.
    await g.zoomIn.focus();
    for (const level of ['150%', '200%', '250%', '300%', '350%', '400%', '450%', '500%']) {
      await page.keyboard.press('Enter');
      await expect(g.zoomLevel).toContainText(level);
    }
    await expect(g.zoomIn).toBeDisabled();
    await expect(g.zoomOut).toBeFocused();
    for (let i = 0; i < 9; i += 1) await page.keyboard.press('Enter');
    await expect(g.zoomLevel).toContainText('50%');
    await expect(g.zoomOut).toBeDisabled();
    await expect(g.zoomIn).toBeFocused();

    // A slide change resets the zoom.
    await page.keyboard.press('Enter');
    await expect(g.zoomLevel).toContainText('100%');
    await page.keyboard.press('Enter');
    await expect(g.zoomLevel).toContainText('150%');
    await g.next.click();
    await expect(g.counter).toHaveText(position(2));
    await expect(g.zoomLevel).toContainText('100%');

    await g.thumbnailsToggle.focus();
    await page.keyboard.press('Enter');
    await expect(g.thumbnails).toBeHidden();
    await expect(g.thumbnailsToggle).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.press('Enter');
    await expect(g.thumbnails).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(g.dialog).toBeHidden();
    await expect.poll(() => opener.evaluate((node) => node === document.activeElement)).toBe(true);
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
  });
}

for (const lang of ['en', 'ar'] as const) {
  test(`gallery direction and drag (${lang}): next is ${lang === 'ar' ? 'left' : 'right'}, drag pans only when zoomed, backdrop closes`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const opener = await openProduct(page, lang);
    await opener.click();
    const g = gallery(page, lang);
    await expect(g.counter).toHaveText(position(1));
    // The forward arrow key points the reading direction: → in English, ← in Arabic.
    const forward = lang === 'ar' ? 'ArrowLeft' : 'ArrowRight';
    const back = lang === 'ar' ? 'ArrowRight' : 'ArrowLeft';
    await page.keyboard.press(forward);
    await expect(g.counter).toHaveText(position(2));
    await page.keyboard.press(back);
    await expect(g.counter).toHaveText(position(1));

    // Dragging the image against the reading direction brings the next one, like turning a page.
    const slide = g.dialog.locator('.yarl__slide_current');
    await animationsDone(g.dialog); // a drag during the slide animation is ignored
    await drag(page, slide, lang === 'ar' ? 0.5 : -0.5);
    await expect(g.counter).toHaveText(position(2));
    // The next-image button sits on the reading side's end: right in English, left in Arabic.
    const next = await g.dialog.locator('.yarl__navigation_next').boundingBox();
    const prev = await g.dialog.locator('.yarl__navigation_prev').boundingBox();
    expect(next && prev && (lang === 'ar' ? next.x < prev.x : next.x > prev.x)).toBe(true);

    // Zoomed in, a drag pans the image and stays on the slide.
    await expect(g.zoomIn).toBeEnabled();
    for (let i = 0; i < 4; i += 1) await g.zoomIn.click();
    await expect(g.zoomLevel).toContainText('300%');
    const before = await g.dialog
      .locator('.yarl__slide_current .yarl__slide_wrapper')
      .getAttribute('style');
    await drag(page, slide, lang === 'ar' ? 0.5 : -0.5, -150);
    await expect(g.dialog.locator('.yarl__slide_current .yarl__slide_wrapper')).not.toHaveAttribute(
      'style',
      before ?? '',
    );
    await expect(g.counter).toHaveText(position(2));

    // Back at 100 %, a click beside the image (the backdrop) closes the gallery.
    for (let i = 0; i < 4; i += 1) await g.zoomOut.click();
    await expect(g.zoomLevel).toContainText('100%');
    // Let the zoom-out animation finish: measured mid-way, the image box is still too large and
    // the "beside the image" click can land on the image.
    await animationsDone(g.dialog);
    const slideBox = await slide.boundingBox();
    const imageBox = await g.image.boundingBox();
    if (!slideBox || !imageBox) throw new Error('no slide or image box');
    const besideX = (slideBox.x + imageBox.x) / 2;
    const aboveY = (slideBox.y + imageBox.y) / 2;
    if (imageBox.x - slideBox.x > 40) {
      await page.mouse.click(besideX, slideBox.y + slideBox.height * 0.25);
    } else {
      await page.mouse.click(slideBox.x + slideBox.width / 2, aboveY);
    }
    await expect(g.dialog).toBeHidden();
  });
}
