// The owner puts a new product in the shop from the back office: every field of the form, two
// photographs uploaded through the form's picture input, published; a shopper then finds it on the
// storefront with both pictures, served as the shop's own responsive WebP; then it is deleted.
// Arabic on a phone, English on a desktop.
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { adminHome, adminText, signInAdmin, tokenOf } from './support/admin';
import { gotoInteractive } from './support/hydration';
import { inLanguage } from './support/matrix';
import { OWNER } from './support/owner';

/** A photograph-sized PNG of one colour (what a phone camera would hand over, give or take). */
const photo = async (name: string, r: number, g: number, b: number) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({
    create: { width: 1600, height: 1200, channels: 3, background: { r, g, b } },
  })
    .png()
    .toBuffer(),
});

for (const { lang, width } of [
  { lang: 'ar', width: 375 },
  { lang: 'en', width: 1440 },
] as const) {
  test(`${lang} ${width} px: the owner creates a product with two pictures; a shopper sees it in the shop`, async ({
    page,
    browser,
    request,
  }) => {
    const t = (key: string, vars: Record<string, string | number> = {}) =>
      adminText(lang, key, vars);
    const code = `E2E-${lang.toUpperCase()}-${Date.now() % 1_000_000}`;
    const names = { ar: `قطعة تجربة ${code}`, en: `Trial piece ${code}` };
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${adminHome(lang)}/products/new`);
    await signInAdmin(page, lang, OWNER.phone, OWNER.password);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('admin_product_new_title'));

    await page.locator('[name=name_ar]').fill(names.ar);
    await page.locator('[name=name_en]').fill(names.en);
    await page.locator('[name=description_ar]').fill('زجاج منفوخ يدويًا');
    await page.locator('[name=description_en]').fill('Hand-blown glass');
    await page.locator('[name=product_code]').fill(code);
    const category = page.locator('select[name=category_id]');
    await expect(category.locator('option')).not.toHaveCount(1);
    // The last category: the catalogue journeys count the products of the first ones.
    await category.selectOption({ index: (await category.locator('option').count()) - 1 });
    await page.locator('[name=price_before_discount]').fill('1200');
    await page.locator('[name=price_after_discount]').fill('950');
    await page.locator('[name=quantity]').fill('7');
    await page.locator('select[name=product_status]').selectOption('available');
    await page.locator('select[name=status]').selectOption('active');
    await page
      .locator('input[type=file][name=images]')
      .setInputFiles([
        await photo('front.png', 20, 110, 130),
        await photo('side.png', 200, 140, 40),
      ]);
    const uploaded = page.locator('img[src*="/media/products/u-"]');
    await expect(uploaded).toHaveCount(2);
    await expect(page.getByText(t('admin_product_picture_main')).first()).toBeVisible();

    await page.getByRole('button', { name: t('admin_product_create') }).click();
    await expect(page.getByText(t('admin_product_created')).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('admin_product_edit_title'));
    const shopLink = page.getByRole('link', { name: t('admin_product_view_storefront') });
    const href = await shopLink.getAttribute('href');
    expect(href).toBeTruthy();

    // A shopper (no session) opens the product page: its name, and both pictures from our media.
    const shopper = await browser.newPage({ viewport: { width, height: 900 } });
    await inLanguage(shopper, lang);
    await gotoInteractive(shopper, href!);
    await expect(shopper.getByRole('heading', { level: 1, name: names[lang] })).toBeVisible();
    const pictures = shopper.locator('main img[srcset*="/media/products/u-"]');
    await expect(pictures.first()).toBeVisible();
    const sources = await pictures.evaluateAll((images) =>
      images.map((image) => (image as HTMLImageElement).currentSrc.replace(/-\d+\.webp$/, '')),
    );
    expect(new Set(sources).size).toBe(2);
    const srcset = await pictures.first().getAttribute('srcset');
    expect(srcset).toMatch(/-320\.webp 320w/);
    expect(srcset).toMatch(/-1280\.webp 1280w/);
    await shopper.close();

    // Other journeys count the demo catalogue's products: the trial piece goes again (never
    // ordered, so it is deleted, not hidden).
    const id = new URL(page.url()).pathname.split('/').pop();
    const deleted = await request.delete(`/api/v1/admin/products/${id}`, {
      headers: { authorization: `Bearer ${await tokenOf(request)}` },
    });
    expect(deleted.status(), await deleted.text()).toBe(200);
  });
}
