// An order through the shop's hands: a shopper orders, the shop's mail lands in the outbox with a
// link to the order, a staff member finds it in the back office (unread), confirms and ships it,
// and the shopper's order timeline shows both steps. Arabic on a phone, English on a desktop.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { addStaffMember, adminHome, adminText, signInAdmin } from './support/admin';
import { gotoInteractive } from './support/hydration';
import { expectAccessible, inLanguage, type Lang } from './support/matrix';
import { fromMail } from './support/outbox';
import { SHOP_EMAIL } from './support/owner';
import { createShopper, startLoggedIn, type Shopper } from './support/shopper';
import { ar, en } from './support/texts';

const STOREFRONT: Record<Lang, Record<string, string>> = { ar, en };
const shopText = (lang: Lang, key: string, number = '') =>
  STOREFRONT[lang][key]!.replace('{{number}}', number);

/** A priced demo product in stock without colours, bought once through the API. */
async function placeOrder(request: APIRequestContext, shopper: Shopper) {
  const listed = await request.get('/api/v1/all-latest-products?lang=en&per_page=50');
  const { data } = (await listed.json()) as {
    data: Array<{
      id: number;
      price_after_discount: string | null;
      quantity: number;
      colors: unknown[];
    }>;
  };
  const product = data.find(
    (p) => Number(p.price_after_discount ?? 0) > 0 && p.quantity >= 5 && p.colors.length === 0,
  );
  expect(product).toBeDefined();
  const placed = await request.post('/api/v1/user-orders/create', {
    headers: { authorization: `Bearer ${shopper.token}` },
    data: {
      user_id: shopper.id,
      products: [{ product_id: product!.id, quantity: 1 }],
      payment_method: 'cash',
      terms_accepted: true,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = ((await placed.json()) as { data: { id: number; number: string } }).data;
  return { id: order.id, number: order.number };
}

for (const { lang, width } of [
  { lang: 'ar', width: 375 },
  { lang: 'en', width: 1440 },
] as const) {
  test(`${lang} ${width} px: a shopper orders → the shop is mailed → staff confirm and ship → the shopper's timeline`, async ({
    page,
    request,
  }) => {
    const t = (key: string, vars: Record<string, string | number> = {}) =>
      adminText(lang, key, vars);
    const shopper = await createShopper(request);
    const order = await placeOrder(request, shopper);

    // The shop's mail: the order's number and the way to it in the back office.
    const link = await fromMail(
      SHOP_EMAIL,
      new RegExp(`(https?://\\S+/admin/orders/${order.id})\\b`),
    );
    expect(new URL(link).pathname).toBe(`/admin/orders/${order.id}`);

    const member = await addStaffMember(request);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${adminHome(lang)}/orders`);
    await signInAdmin(page, lang, member.phone, member.password);

    // The list finds it by its number; never opened yet, it is marked new.
    await page.getByLabel(t('admin_orders_filter_search')).fill(order.number);
    // The search is in the URL once the list asks for it (the unfiltered list, with this one order,
    // would pass every check below while the searched one is still on its way).
    await expect(page).toHaveURL(new RegExp(`[?&]q=${order.number}`));
    const row = page.getByRole('link', { name: order.number });
    await expect(row).toBeVisible();
    await expect(page.getByText(t('admin_orders_new')).first()).toBeVisible();
    // The searched list has arrived and faded back in (a list being fetched is shown dimmed, which
    // axe would rightly read as too little contrast).
    const total = page
      .getByRole('status')
      .filter({ hasText: t('admin_orders_total', { total: 1 }) });
    await expect(total).toBeVisible();
    await expect(total.locator('xpath=following-sibling::*[1]')).toHaveCSS('opacity', '1');
    await expectAccessible(page, `${adminHome(lang)}/orders`);
    await row.click();
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: t('admin_order_title', { number: order.number }),
      }),
    ).toBeVisible();
    await expectAccessible(page, `${adminHome(lang)}/orders/{id}`);

    for (const status of ['confirmed', 'shipped'] as const) {
      await page.locator('select[name=status]').selectOption(status);
      await page.getByRole('button', { name: t('admin_order_status_save') }).click();
      await expect(
        page.getByText(
          t('admin_order_status_saved', { status: t(`admin_order_status_${status}`) }),
        ),
      ).toBeVisible();
    }

    // The shopper's side, in the same language.
    const shopperPage = await page.context().newPage();
    const at = await inLanguage(shopperPage, lang);
    await startLoggedIn(shopperPage, shopper);
    await gotoInteractive(shopperPage, at('/orders-checkout'));
    await shopperPage.getByRole('button', { name: new RegExp(order.number) }).click();
    const details = shopperPage.getByRole('region', {
      name: shopText(lang, 'order_details_of', order.number),
    });
    const timeline = details.getByRole('list', { name: shopText(lang, 'order_timeline_label') });
    await expect(timeline).toContainText(shopText(lang, 'order_status_confirmed'));
    await expect(timeline).toContainText(shopText(lang, 'order_status_shipped'));
  });
}
