// The owner changes the home page's header pictures from the back office: in Arabic on a phone a
// new picture is uploaded and moved first, and a shopper's home page shows it first; in English on a desktop the owner gives it a link, and the shopper's slide leads there.
// It is deleted at the end, so the other journeys meet the demo's carousel again. The screen
// passes axe in both directions.
import { expect, test, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { adminHome, adminText, signInAdmin } from './support/admin';
import { gotoInteractive } from './support/hydration';
import { expectAccessible, inLanguage, pathIn, type Lang } from './support/matrix';
import { OWNER } from './support/owner';
import { served } from './support/served';

/** A header-sized PNG of one colour (what the owner's designer would hand over). */
const slidePng = async () => ({
  name: 'summer-offer.png',
  mimeType: 'image/png',
  buffer: await sharp({
    create: { width: 1600, height: 700, channels: 3, background: { r: 190, g: 60, b: 90 } },
  })
    .png()
    .toBuffer(),
});

const SCREENSHOTS = 'test-results/admin-storefront-pictures';

/** The stored name of a picture (`u-<uuid>`) from any of its URLs. */
const storedName = (url: string | null) => /\/(u-[0-9a-f-]+)-\d+\.webp/.exec(url ?? '')?.[1];

/** The header pictures' thumbnails on the back-office screen. */
const thumbs = (page: Page, lang: Lang) =>
  page
    .getByRole('region', { name: adminText(lang, 'admin_header_images_title') })
    .getByRole('listitem')
    .getByRole('img');

/** The list has settled: no move or reload under way. */
async function settled(page: Page) {
  await expect(page.locator('ol[aria-busy="true"]')).toHaveCount(0);
}

/** The server-rendered home page's first header slide: its picture, and its link if it has one. */
const firstSlide = (html: string) =>
  /<div role="group" aria-roledescription=[^>]*>(.*?)<\/div>/s.exec(html)?.[1] ?? '';

/** A shopper's home page in `lang`: a context of its own, no session. */
async function shopperHome(browser: Browser, lang: Lang, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await inLanguage(page, lang);
  await gotoInteractive(page, pathIn(lang, '/'));
  const carousel = page.getByRole('region', {
    name: lang === 'ar' ? 'عروض مميزة' : 'Featured offers',
  });
  return {
    page,
    firstSlide: carousel.getByRole('group').first(),
    close: () => context.close(),
  };
}

test('the owner uploads a header picture, moves it first and links it; shoppers see it', async ({
  page,
  browser,
  request,
}) => {
  test.slow();

  // Arabic, 375 px: upload, then move it first with the keyboard.
  const ar = (key: string, vars: Record<string, string | number> = {}) =>
    adminText('ar', key, vars);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`${adminHome('ar')}/pictures`);
  await signInAdmin(page, 'ar', OWNER.phone, OWNER.password);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar('admin_nav_pictures'));
  await expect(thumbs(page, 'ar').first()).toBeVisible();
  const before = await thumbs(page, 'ar').count();
  await expectAccessible(page, '/admin/pictures (ar)');

  await page
    .getByLabel(`${ar('admin_header_images_add_choose')}: ${ar('admin_header_images_add')}`)
    .setInputFiles(await slidePng());
  const count = before + 1;
  const added = page.getByRole('img', {
    name: ar('admin_header_images_alt', { position: count, count }),
  });
  await expect(added).toHaveAttribute('src', /\/media\/banners\/u-/);
  const name = storedName(await added.getAttribute('src'));
  expect(name).toBeTruthy();
  await settled(page);

  await page
    .getByRole('button', { name: ar('admin_header_images_move_up_named', { position: count }) })
    .focus();
  for (let position = count; position > 1; position -= 1) {
    // The focus follows the picture: its Move up button, under its new place's name.
    await expect(
      page.getByRole('button', { name: ar('admin_header_images_move_up_named', { position }) }),
    ).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(thumbs(page, 'ar').nth(position - 2)).toHaveAttribute('src', new RegExp(name!));
    await settled(page);
  }
  await expect(thumbs(page, 'ar').first()).toHaveAttribute('src', new RegExp(name!));
  // At the top its Move up is disabled: the focus went to its Move down.
  await expect(
    page.getByRole('button', { name: ar('admin_header_images_move_down_named', { position: 1 }) }),
  ).toBeFocused();
  await page.screenshot({ path: `${SCREENSHOTS}/ar-375.png`, fullPage: true });

  await served(request, '/', firstSlide).toContain(name!);
  const arShopper = await shopperHome(browser, 'ar', 375);
  await expect(arShopper.firstSlide.getByRole('img')).toHaveAttribute('srcset', new RegExp(name!));
  await arShopper.close();

  // English, 1440 px: a link on the picture, then the shopper's slide leads there.
  const en = (key: string, vars: Record<string, string | number> = {}) =>
    adminText('en', key, vars);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${adminHome('en')}/pictures`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('admin_nav_pictures'));
  await expect(thumbs(page, 'en').first()).toHaveAttribute('src', new RegExp(name!));
  await expectAccessible(page, '/en/admin/pictures');
  const link = page.getByLabel(en('admin_header_images_link_label', { position: 1 }));
  await link.fill('/offers');
  await page
    .getByRole('button', { name: en('admin_header_images_link_save_named', { position: 1 }) })
    .click();
  await expect(page.getByText(en('admin_header_images_link_saved', { position: 1 }))).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/en-1440.png`, fullPage: true });

  await served(request, '/en', firstSlide).toContain('href="/en/offers"');
  const enShopper = await shopperHome(browser, 'en', 1440);
  const slideLink = enShopper.firstSlide.getByRole('link');
  await expect(slideLink).toHaveAttribute('href', '/en/offers');
  await expect(slideLink.getByRole('img')).toHaveAttribute('srcset', new RegExp(name!));
  await slideLink.click();
  await expect(enShopper.page).toHaveURL(/\/en\/offers$/);
  await enShopper.close();

  // Deleted again (asked first): the carousel is the demo's once more.
  await page
    .getByRole('button', { name: en('admin_header_images_delete_named', { position: 1 }) })
    .click();
  await page
    .getByRole('dialog', { name: en('admin_header_images_delete_title', { position: 1 }) })
    .getByRole('button', { name: en('admin_header_images_delete_confirm') })
    .click();
  await expect(thumbs(page, 'en')).toHaveCount(before);
  await expect(thumbs(page, 'en').first()).not.toHaveAttribute('src', new RegExp(name!));
  const after = await page.request.get('/api/v1/header');
  expect(JSON.stringify(await after.json())).not.toContain(name!);
});
