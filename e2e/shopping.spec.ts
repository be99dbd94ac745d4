// Shopping journeys (cart, checkout and the orders list) on the real server, each
// with a fresh shopper registered through the API (support/shopper.ts).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  expectAccessible,
  inLanguage,
  LANGS,
  AXE_MATRIX,
  pathIn,
  type Lang,
} from './support/matrix';
import { createShopper, startLoggedIn, type Shopper } from './support/shopper';
import { gotoInteractive } from './support/hydration';
import { ar, en, startingWith } from './support/texts';
import {
  apiAddAddress,
  apiAddToCart,
  auth,
  twoSellableProducts,
  type Sellable,
} from './support/shop';

const LOCALES: Record<Lang, Record<string, string>> = { ar, en };

/** The storefront's own text for `key` in `lang` ({{var}} filled), so one journey runs in both. */
function text(lang: Lang, key: string, vars: Record<string, string | number> = {}): string {
  const template = LOCALES[lang][key];
  if (template === undefined) throw new Error(`no ${lang} text for ${key}`);
  return template.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(vars[name]));
}

async function apiOrders(request: APIRequestContext, shopper: Shopper) {
  const answer = await request.get(`/api/v1/user-orders?user_id=${shopper.id}`, {
    headers: auth(shopper),
  });
  expect(answer.ok()).toBe(true);
  return (
    (await answer.json()) as {
      data: Array<{
        number: string;
        products: Array<{ product: { id: number }; quantity: number }>;
      }>;
    }
  ).data;
}

async function apiCartCount(request: APIRequestContext, shopper: Shopper) {
  const answer = await request.post('/api/v1/cart/get', {
    headers: auth(shopper),
    data: { user_id: shopper.id },
  });
  return ((await answer.json()) as { data: { total_count: number } }).data.total_count;
}

/** Opens `path` in `lang` signed in as `shopper`; gives the journey's `at(path)` (inLanguage). */
async function openAs(page: Page, shopper: Shopper, path: string, lang: Lang = 'en') {
  const at = await inLanguage(page, lang);
  await startLoggedIn(page, shopper);
  await gotoInteractive(page, at(path));
  return at;
}

async function addFromProductPage(page: Page, product: Sellable, lang: Lang = 'en') {
  await gotoInteractive(page, pathIn(lang, product.path));
  await expect(page.getByRole('heading', { level: 1, name: product.names[lang] })).toBeVisible();
  await page
    .getByRole('main')
    .getByRole('button', { name: text(lang, 'add_to_cart') })
    .first()
    .click();
  await expect(page.getByText(text(lang, 'added_to_cart_success')).last()).toBeVisible();
}

/** The checkout's own fields (the account had no street address to prefill) and the terms. */
async function fillCheckout(page: Page, lang: Lang = 'en') {
  await expect(
    page.getByRole('textbox', { name: text(lang, 'first_name_label') }).first(),
  ).toHaveValue(/.+/);
  await page
    .getByRole('textbox', { name: text(lang, 'address_label'), exact: true })
    .first()
    .fill('7 Glass Lane');
  await page.getByRole('checkbox', { name: text(lang, 'checkout_terms') }).check();
}

// The whole purchase in English on a desktop and in Arabic on a phone (the layouts differ:
// two columns against one; the texts and the direction too).
const PURCHASES = [
  { lang: 'en', width: 1440, height: 900 },
  { lang: 'ar', width: 375, height: 812 },
] as const;

for (const { lang, width, height } of PURCHASES) {
  test(`${lang} ${width} px: two products from their pages → quantities changed on /cart → cash checkout → the order open on /orders-checkout`, async ({
    page,
    request,
  }) => {
    const t = (key: string, vars?: Record<string, string | number>) => text(lang, key, vars);
    await page.setViewportSize({ width, height });
    const shopper = await createShopper(request);
    const [first, second] = await twoSellableProducts(request);
    const at = await inLanguage(page, lang);
    await startLoggedIn(page, shopper);
    await addFromProductPage(page, first, lang);
    await addFromProductPage(page, second, lang);

    await gotoInteractive(page, at('/cart'));
    await expect(page.getByRole('heading', { level: 1, name: t('cart_title') })).toBeVisible();
    const firstQuantity = page.getByRole('group', {
      name: t('cart_quantity_of', { name: first.names[lang] }),
    });
    const secondQuantity = page.getByRole('group', {
      name: t('cart_quantity_of', { name: second.names[lang] }),
    });
    const increase = firstQuantity.getByRole('button', {
      name: t('cart_increase_of', { name: first.names[lang] }),
    });
    await expect(firstQuantity).toContainText('1');
    await increase.click();
    await increase.click();
    await expect(firstQuantity).toContainText('3');
    await firstQuantity
      .getByRole('button', { name: t('cart_decrease_of', { name: first.names[lang] }) })
      .click();
    await expect(firstQuantity).toContainText('2');
    // The minimum is 1: minus does nothing there.
    await expect(
      secondQuantity.getByRole('button', {
        name: t('cart_decrease_of', { name: second.names[lang] }),
      }),
    ).toHaveAttribute('aria-disabled', 'true');
    await expect(
      page
        .getByRole('banner')
        .getByText(t('cart_items_count', { count: 3 }))
        .first(),
    ).toBeAttached();

    // Continue syncs the change (delete + re-add) before checkout.
    await page.getByRole('button', { name: t('cart_continue') }).click();
    await expect(page).toHaveURL(at('/checkout'));
    await expect(page.getByRole('heading', { level: 1, name: t('checkout_title') })).toBeVisible();
    await fillCheckout(page, lang);

    // No saved address yet: one is added right here, the checkout's own fields stay as typed.
    const panel = page.getByRole('region', { name: t('address_new_title') });
    await expect(panel).toBeVisible();
    await panel.getByRole('textbox', { name: t('address_field_title') }).fill('Home');
    await panel.getByRole('textbox', { name: t('address_field_first_name') }).fill('Sara');
    await panel.getByRole('textbox', { name: t('address_field_last_name') }).fill('Hassan');
    await panel.getByRole('textbox', { name: t('address_field_phone') }).fill('٠١٠١٢٣٤٥٦٧٨');
    await panel.getByRole('combobox', { name: t('address_field_city') }).selectOption({ index: 1 });
    await panel
      .getByRole('textbox', { name: t('address_field_address'), exact: true })
      .fill('12 Nile Street');
    await panel.getByRole('button', { name: t('address_save') }).click();
    await expect(panel).toHaveCount(0);
    await expect(
      page.getByRole('combobox', { name: t('checkout_alternative_label') }),
    ).not.toHaveValue('');
    await expect(page.getByRole('textbox', { name: t('address_label'), exact: true })).toHaveValue(
      '7 Glass Lane',
    );
    await expect(page.getByRole('radio', { name: t('payment_cash') })).toBeChecked();

    await page.getByRole('button', { name: t('checkout_complete') }).click();
    await expect(page).toHaveURL(at('/orders-checkout'));
    await expect(page.getByText(t('order_created_success')).first()).toBeVisible();
    const [order] = await apiOrders(request, shopper);
    expect(order?.products.map((line) => [line.product.id, line.quantity])).toEqual([
      [first.id, 2],
      [second.id, 1],
    ]);
    const details = page.getByRole('region', {
      name: t('order_details_of', { number: order!.number }),
    });
    await expect(details).toBeVisible();
    await expect(details.getByText(first.names[lang])).toBeVisible();
    await expect(details.getByText(t('payment_cash'))).toBeVisible();
    await expect(details.getByText('7 Glass Lane')).toBeVisible();
    await expect(details.getByRole('list', { name: t('order_timeline_label') })).toContainText(
      t('order_status_pending'),
    );
    await expect(details.getByRole('link', { name: t('order_share_whatsapp') })).toHaveAttribute(
      'href',
      new RegExp(`^https://wa\\.me/\\d+\\?text=.*${encodeURIComponent(order!.number)}`),
    );
    expect(await apiCartCount(request, shopper)).toBe(0);
    await expect(
      page
        .getByRole('banner')
        .getByText(t('cart_items_count', { count: 0 }))
        .first(),
    ).toBeAttached();
  });
}

// The one order of a double click, in both languages (the order page it lands on keeps the
// language of the checkout).
for (const lang of LANGS) {
  test(`a double click on complete order places one order (${lang})`, async ({ page, request }) => {
    const t = (key: string, vars?: Record<string, string | number>) => text(lang, key, vars);
    const shopper = await createShopper(request);
    const [product] = await twoSellableProducts(request);
    await apiAddToCart(request, shopper, product.id);
    await apiAddAddress(request, shopper);

    const at = await openAs(page, shopper, '/checkout', lang);
    await expect(
      page.getByRole('combobox', { name: t('checkout_alternative_label') }),
    ).not.toHaveValue('');
    await fillCheckout(page, lang);
    await page.getByRole('button', { name: t('checkout_complete') }).dblclick();
    await expect(page).toHaveURL(at('/orders-checkout'));
    const details = startingWith(t('order_details_of', { number: '' }));
    await expect(page.getByRole('region', { name: details })).toBeVisible();
    const orders = await apiOrders(request, shopper);
    expect(orders).toHaveLength(1);
    await expect(
      page.getByRole('region', {
        name: t('order_details_of', { number: orders[0]!.number }),
        exact: true,
      }),
    ).toBeVisible();
  });
}

test('axe: /cart, /checkout and /orders-checkout in Arabic and English at 375 and 1440 px', async ({
  browser,
  request,
}) => {
  // Twelve axe runs (three pages, four language × width views): slower than one journey.
  test.slow();
  const shopper = await createShopper(request);
  const [first, second] = await twoSellableProducts(request);
  await apiAddAddress(request, shopper);
  // One order to list, then a cart for /cart and /checkout.
  await apiAddToCart(request, shopper, first.id);
  const placed = await request.post('/api/v1/user-orders/create', {
    headers: auth(shopper),
    data: {
      user_id: shopper.id,
      products: [{ product_id: first.id, quantity: 1 }],
      payment_method: 'cash',
      terms_accepted: true,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  await apiAddToCart(request, shopper, second.id);

  for (const { lang, name, width, height } of AXE_MATRIX) {
    const context = await browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    const at = await openAs(page, shopper, '/cart', lang);
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(1);
    await expectAccessible(page, `/cart ${lang} ${name}`);

    await page.getByRole('main').getByRole('button').last().click();
    await expect(page).toHaveURL(at('/checkout'));
    await expect(page.locator('select[name="alternative_address_id"]')).not.toHaveValue('');
    await expectAccessible(page, `/checkout ${lang} ${name}`);

    await gotoInteractive(page, at('/orders-checkout'));
    const toggle = page.getByRole('main').getByRole('button', { expanded: false }).first();
    await toggle.click();
    await expect(page.getByRole('main').getByRole('region')).toBeVisible();
    await expectAccessible(page, `/orders-checkout ${lang} ${name}`);
    await context.close();
  }
});
