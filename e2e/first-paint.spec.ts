// A busy phone sees a server-rendered page seconds before its app runs. On Lighthouse's mobile
// profile (CPU and network slowed through the DevTools protocol), a shopper taps right after the
// first paint: the language link, add to cart (signed in), a product picture and the search
// button. Each tap takes effect: the link works without the app, and the app's buttons keep the
// tap until the app has taken the page over (public/paint-first.js).
import { expect, test, type Page } from '@playwright/test';
import { inLanguage } from './support/matrix';
import { openPainted, PHONE_CONTEXT, throttleLikeAPhone } from './support/phone';
import { createShopper, startLoggedIn } from './support/shopper';

const PRODUCT = '/vases/hand-blown-vase-gold-pattern';

/** Whether the app had taken the page over (it marks <html data-hydrated>). */
const appRunning = (page: Page) =>
  page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));

test('on a throttled phone, taps right after the first paint take effect', async ({
  browser,
  request,
  baseURL,
}) => {
  test.slow();
  const shopper = await createShopper(request);
  const context = await browser.newContext({ ...PHONE_CONTEXT, baseURL });
  // This session has seen a page: no splash over these ones.
  await context.addCookies([{ name: 'zj_seen', value: '1', url: baseURL! }]);
  const page = await context.newPage();
  const at = await inLanguage(page, 'en');
  await startLoggedIn(page, shopper);
  // Every page as on a first visit (nothing cached): the app arrives seconds after the paint.
  await throttleLikeAPhone(page, { cache: false });

  // The language link, on a category page.
  await openPainted(page, '/vases');
  await page.getByRole('link', { name: 'English', exact: true }).tap();
  await expect(page).toHaveURL(at('/vases'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // Add to cart, signed in: the tap is kept and sent once the app runs, as this shopper's.
  await openPainted(page, at(PRODUCT));
  const add = page.getByRole('main').getByRole('button', { name: 'Add to cart' }).first();
  expect(await appRunning(page)).toBe(false);
  await add.tap();
  await expect(page.getByText('Product added to cart')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(at(PRODUCT));

  // A product picture opens the gallery.
  await openPainted(page, at(PRODUCT));
  expect(await appRunning(page)).toBe(false);
  await page
    .getByRole('button', { name: /^Show image 1 of \d+ full screen$/ })
    .first()
    .tap();
  await expect(page.getByRole('dialog')).toBeVisible({ timeout: 30_000 });

  // The header's search button opens the search, which then searches.
  await openPainted(page, at('/'));
  expect(await appRunning(page)).toBe(false);
  await page.getByRole('button', { name: 'Open search' }).tap();
  const search = page.getByRole('dialog', { name: 'Search' });
  await expect(search).toBeVisible({ timeout: 30_000 });
  await search.getByRole('combobox').fill('vase');
  await search.getByRole('combobox').press('Enter');
  await expect(page).toHaveURL(at('/search?product_name=vase'));

  // The cart holds the one product added, once.
  const cart = await request.post('/api/v1/cart/get', {
    headers: { authorization: `Bearer ${shopper.token}` },
    data: { user_id: shopper.id },
  });
  expect(cart.ok()).toBe(true);
  expect(((await cart.json()) as { data: { total_count: number } }).data.total_count).toBe(1);
  await context.close();
});
