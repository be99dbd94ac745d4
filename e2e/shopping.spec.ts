// Shopping journeys (issue 9 items 5, 6 and the orders list of 2 and 8) on the real server, each
// with a fresh shopper registered through the API (support/shopper.ts).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible, MATRIX, useLanguage, type Lang } from './support/matrix';
import { createShopper, startLoggedIn, type Shopper } from './support/shopper';

interface Sellable {
  id: number;
  name: string;
  path: string;
}

interface ProductRecord {
  id: number;
  name_en: string;
  slug: string;
  price_after_discount: string | null;
  product_status: string;
  quantity: number;
  colors: unknown[];
  category: { slug: string } | null;
}

/** Two demo products that can be bought several times over (priced, in stock, no colours). */
async function twoSellableProducts(request: APIRequestContext): Promise<[Sellable, Sellable]> {
  const answer = await request.get('/api/v1/all-latest-products?lang=en&per_page=50');
  expect(answer.ok()).toBe(true);
  const { data } = (await answer.json()) as { data: ProductRecord[] };
  const sellable = data
    .filter(
      (p) =>
        Number(p.price_after_discount ?? 0) > 0 &&
        p.product_status !== 'unavailable' &&
        p.quantity >= 10 &&
        p.colors.length === 0 &&
        p.category,
    )
    .map((p) => ({ id: p.id, name: p.name_en, path: `/${p.category!.slug}/${p.slug}` }));
  expect(sellable.length).toBeGreaterThanOrEqual(2);
  return [sellable[0]!, sellable[1]!];
}

const auth = (shopper: Shopper) => ({ Authorization: `Bearer ${shopper.token}` });

async function apiAddToCart(request: APIRequestContext, shopper: Shopper, productId: number) {
  const answer = await request.post('/api/v1/cart/store', {
    headers: auth(shopper),
    data: { user_id: shopper.id, product_id: productId, quantity: 1 },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

async function apiAddAddress(request: APIRequestContext, shopper: Shopper) {
  const answer = await request.post('/api/v1/user-addresses/create', {
    headers: auth(shopper),
    data: {
      user_id: shopper.id,
      address_title: 'Home',
      first_name: 'Sara',
      last_name: 'Hassan',
      phone_number: '01012345678',
      address: '12 Nile Street',
      city_id: shopper.cityId,
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
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

async function openAs(page: Page, shopper: Shopper, path: string, lang: Lang = 'en') {
  await useLanguage(page, lang);
  await startLoggedIn(page, shopper);
  await page.goto(path);
}

async function addFromProductPage(page: Page, product: Sellable) {
  await page.goto(product.path);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(page.getByText('Product added to cart').last()).toBeVisible();
}

/** The checkout's own fields (the account had no street address to prefill) and the terms. */
async function fillCheckout(page: Page) {
  await expect(page.getByRole('textbox', { name: 'First name' }).first()).toHaveValue(/.+/);
  await page.getByRole('textbox', { name: 'Address', exact: true }).first().fill('7 Glass Lane');
  await page.getByRole('checkbox', { name: 'I agree to the terms and conditions' }).check();
}

test('two products from their pages → quantities changed on /cart → cash checkout → the order open on /orders-checkout', async ({
  page,
  request,
}) => {
  const shopper = await createShopper(request);
  const [first, second] = await twoSellableProducts(request);
  await useLanguage(page, 'en');
  await startLoggedIn(page, shopper);
  await addFromProductPage(page, first);
  await addFromProductPage(page, second);

  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping cart' })).toBeVisible();
  const firstQuantity = page.getByRole('group', { name: `Quantity of ${first.name}` });
  const secondQuantity = page.getByRole('group', { name: `Quantity of ${second.name}` });
  await expect(firstQuantity).toContainText('1');
  await firstQuantity.getByRole('button', { name: /^Increase/ }).click();
  await firstQuantity.getByRole('button', { name: /^Increase/ }).click();
  await expect(firstQuantity).toContainText('3');
  await firstQuantity.getByRole('button', { name: /^Decrease/ }).click();
  await expect(firstQuantity).toContainText('2');
  // The minimum is 1: minus does nothing there.
  await expect(secondQuantity.getByRole('button', { name: /^Decrease/ })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expect(page.getByRole('banner').getByText('Items in cart: 3').first()).toBeAttached();

  // Continue syncs the change (delete + re-add) before checkout.
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await fillCheckout(page);

  // No saved address yet: one is added right here, the checkout's own fields stay as typed.
  const panel = page.getByRole('region', { name: 'New address' });
  await expect(panel).toBeVisible();
  await panel.getByRole('textbox', { name: 'Address name' }).fill('Home');
  await panel.getByRole('textbox', { name: 'First name' }).fill('Sara');
  await panel.getByRole('textbox', { name: 'Last name' }).fill('Hassan');
  await panel.getByRole('textbox', { name: 'Phone number' }).fill('٠١٠١٢٣٤٥٦٧٨');
  await panel.getByRole('combobox', { name: 'City' }).selectOption({ index: 1 });
  await panel.getByRole('textbox', { name: 'Address', exact: true }).fill('12 Nile Street');
  await panel.getByRole('button', { name: 'Save address' }).click();
  await expect(panel).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Saved alternative address' })).not.toHaveValue(
    '',
  );
  await expect(page.getByRole('textbox', { name: 'Address', exact: true })).toHaveValue(
    '7 Glass Lane',
  );
  await expect(page.getByRole('radio', { name: 'Cash on delivery' })).toBeChecked();

  await page.getByRole('button', { name: 'Complete order' }).click();
  await expect(page).toHaveURL('/orders-checkout');
  await expect(page.getByText('Order created successfully').first()).toBeVisible();
  const [order] = await apiOrders(request, shopper);
  expect(order?.products.map((line) => [line.product.id, line.quantity])).toEqual([
    [first.id, 2],
    [second.id, 1],
  ]);
  const details = page.getByRole('region', { name: `Details of order ${order!.number}` });
  await expect(details).toBeVisible();
  await expect(details.getByText(first.name)).toBeVisible();
  await expect(details.getByText('Cash on delivery')).toBeVisible();
  await expect(details.getByText('7 Glass Lane')).toBeVisible();
  await expect(details.getByRole('list', { name: 'Order progress' })).toContainText('Pending');
  await expect(details.getByRole('link', { name: /Share on WhatsApp/ })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/\\d+\\?text=.*${encodeURIComponent(order!.number)}`),
  );
  expect(await apiCartCount(request, shopper)).toBe(0);
  await expect(page.getByRole('banner').getByText('Items in cart: 0').first()).toBeAttached();
});

test('a double click on complete order places one order', async ({ page, request }) => {
  const shopper = await createShopper(request);
  const [product] = await twoSellableProducts(request);
  await apiAddToCart(request, shopper, product.id);
  await apiAddAddress(request, shopper);

  await openAs(page, shopper, '/checkout');
  await expect(page.getByRole('combobox', { name: 'Saved alternative address' })).not.toHaveValue(
    '',
  );
  await fillCheckout(page);
  await page.getByRole('button', { name: 'Complete order' }).dblclick();
  await expect(page).toHaveURL('/orders-checkout');
  await expect(page.getByRole('region', { name: /^Details of order / })).toBeVisible();
  expect(await apiOrders(request, shopper)).toHaveLength(1);
});

test('axe: /cart, /checkout and /orders-checkout in Arabic and English at 375 and 1440 px', async ({
  browser,
  request,
}) => {
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

  for (const { lang, name, width, height } of MATRIX) {
    const context = await browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    await openAs(page, shopper, '/cart', lang);
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(1);
    await expectAccessible(page, `/cart ${lang} ${name}`);

    await page.getByRole('main').getByRole('button').last().click();
    await expect(page).toHaveURL('/checkout');
    await expect(page.locator('select[name="alternative_address_id"]')).not.toHaveValue('');
    await expectAccessible(page, `/checkout ${lang} ${name}`);

    await page.goto('/orders-checkout');
    const toggle = page.getByRole('main').getByRole('button', { expanded: false }).first();
    await toggle.click();
    await expect(page.getByRole('main').getByRole('region')).toBeVisible();
    await expectAccessible(page, `/orders-checkout ${lang} ${name}`);
    await context.close();
  }
});
