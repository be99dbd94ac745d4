// Every back-office screen, as the owner sees it, in Arabic on a phone and English on a desktop:
// each opens with its title and has no serious or critical accessibility finding. The invite
// link's page is checked signed out, as a new member meets it.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminHome, adminText, signInAdmin, tokenOf } from './support/admin';
import { expectAccessible } from './support/matrix';
import { OWNER } from './support/owner';

/** An order and a product to open: the newest of each, through the owner's API. */
async function someRecords(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await tokenOf(request)}` };
  const products = await request.get('/api/v1/admin/products?per_page=1', { headers });
  const [product] = ((await products.json()) as { data: Array<{ id: number; name_en: string }> })
    .data;
  const orders = await request.get('/api/v1/admin/orders?per_page=1', { headers });
  const [order] = ((await orders.json()) as { data: Array<{ id: number; number: string }> }).data;
  return { product: product!, order };
}

for (const { lang, width } of [
  { lang: 'ar', width: 375 },
  { lang: 'en', width: 1440 },
] as const) {
  test(`${lang} ${width} px: every back-office screen opens with its title and passes axe`, async ({
    page,
    request,
  }) => {
    test.slow();
    const t = (key: string, vars: Record<string, string | number> = {}) =>
      adminText(lang, key, vars);
    const { product, order } = await someRecords(request);
    const home = adminHome(lang);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(home);
    await signInAdmin(page, lang, OWNER.phone, OWNER.password);

    const screens: Array<{ path: string; title: string }> = [
      { path: '', title: t('admin_nav_dashboard') },
      { path: '/orders', title: t('admin_nav_orders') },
      { path: '/products', title: t('admin_nav_products') },
      { path: '/products/new', title: t('admin_product_new_title') },
      { path: `/products/${product.id}`, title: t('admin_product_edit_title') },
      { path: '/categories', title: t('admin_nav_categories') },
      { path: '/settings', title: t('admin_nav_settings') },
      { path: '/staff', title: t('admin_nav_staff') },
      { path: '/audit', title: t('admin_nav_audit') },
    ];
    if (order) {
      screens.push({
        path: `/orders/${order.id}`,
        title: t('admin_order_title', { number: order.number }),
      });
    }
    for (const screen of screens) {
      await page.goto(`${home}${screen.path}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(screen.title);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectAccessible(page, `${home}${screen.path}`);
    }

    // Signed out, the invite link's page (an unknown token is only refused once sent).
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${home}/set-password?token=unknown-token`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('admin_set_password_title'));
    await expectAccessible(page, `${home}/set-password`);
  });
}
