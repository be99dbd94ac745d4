// Home, a category and a product are served as HTML whose interactive parts (islands) run on
// their own; the whole app takes the page over on the first navigation. Nothing a shopper does
// before a part runs is lost, and without scripts the pages still lead to a product.
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './support/hydration';
import { inLanguage, LANGS } from './support/matrix';
import { openPainted, PHONE_CONTEXT, throttleLikeAPhone } from './support/phone';
import { ar, en } from './support/texts';

const CATEGORY = '/vases';

/** Whether React manages `#root` as a whole (the app) rather than only the page's islands. */
const appHasPage = (page: Page) =>
  page.evaluate(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) =>
      key.startsWith('__reactContainer'),
    ),
  );

for (const lang of LANGS) {
  const t = lang === 'ar' ? ar : en;

  test(`the islands run alone, and the first navigation hands the page to the app (${lang})`, async ({
    page,
  }) => {
    const at = await inLanguage(page, lang);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(at('/'));
    await waitForHydration(page);
    expect(await appHasPage(page)).toBe(false);
    const islands = await page.evaluate(() =>
      [...document.querySelectorAll('zj-island')]
        .filter((element) => Object.keys(element).some((key) => key.startsWith('__reactContainer')))
        .map((element) => element.getAttribute('data-island')),
    );
    expect(islands).toEqual(expect.arrayContaining(['header', 'shell-controls', 'main-banner']));
    // The page is never loaded again from now on: the app routes in the browser.
    await page.evaluate(() => Object.assign(window, { samePage: true }));

    await page.getByRole('main').getByRole('link', { name: t.view_all }).first().click();
    await expect(page).not.toHaveURL(at('/'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await appHasPage(page)).toBe(true);
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);

    // The app from now on: a product card opens its page in the browser, back returns.
    const listing = page.url();
    const card = page.getByRole('main').getByRole('article').first();
    const title = (await card.getByRole('heading').first().textContent()) ?? '';
    await card.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(listing);
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
  });

  test(`on a throttled phone nothing typed or tapped before a part runs is lost (${lang})`, async ({
    browser,
    baseURL,
  }) => {
    test.slow();
    const context = await browser.newContext({ ...PHONE_CONTEXT, baseURL });
    await context.addCookies([{ name: 'zj_seen', value: '1', url: baseURL! }]);
    const page = await context.newPage();
    const at = await inLanguage(page, lang);
    await throttleLikeAPhone(page, { cache: false });

    // The menu.
    await openPainted(page, at('/'));
    await page.getByRole('button', { name: t.open_menu }).tap();
    await expect(page.getByRole('dialog', { name: t.side_menu_title })).toBeVisible({
      timeout: 30_000,
    });

    // A card's add to cart, signed out: the tap is answered once the card's part runs.
    await openPainted(page, at(CATEGORY));
    await page.getByRole('main').getByRole('button', { name: t.add_to_cart }).first().tap();
    // The sign-in page says why the visitor is there (a toast says it too).
    await expect(page.getByRole('main').getByText(t.login_required_cart)).toBeVisible({
      timeout: 30_000,
    });
    await context.close();
  });

  test(`text typed into the header's search before it runs is kept and searched (${lang})`, async ({
    page,
  }) => {
    test.slow();
    const at = await inLanguage(page, lang);
    await page.setViewportSize({ width: 1440, height: 900 });
    await throttleLikeAPhone(page, { cache: false });
    const query = lang === 'ar' ? 'فازة' : 'vase';

    await openPainted(page, at(CATEGORY));
    const box = page.getByRole('banner').getByRole('combobox', { name: t.search_label });
    await box.pressSequentially(query);
    await waitForHydration(page);
    await expect(box).toHaveValue(query);
    await box.press('Enter');
    await expect(page).toHaveURL(at(`/search?product_name=${encodeURIComponent(query)}`));
  });
}

test("a product opened from home's cards shows its whole page, as when loaded itself", async ({
  page,
  context,
}) => {
  // Home carries its listed products as their cards show them: the product page must still show
  // the description and every picture once the app takes over.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await waitForHydration(page);
  const card = page.getByRole('main').getByRole('article').first();
  const title = (await card.getByRole('heading').first().textContent()) ?? '';
  await card.getByRole('heading').first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(await appHasPage(page)).toBe(true);
  const description = page.getByRole('region', { name: ar.product_description });
  await expect(description).not.toHaveAttribute('aria-busy', 'true');

  const loaded = await context.newPage();
  await loaded.setViewportSize({ width: 1440, height: 900 });
  await loaded.goto(page.url());
  const expected = loaded.getByRole('region', { name: ar.product_description });
  await expect(expected).not.toHaveAttribute('aria-busy', 'true');
  const text = (await expected.textContent()) ?? '';
  expect(text).not.toContain(ar.product_no_description);
  expect(await description.textContent()).toBe(text);
  const pictures = (target: Page) => target.getByRole('main').locator('img').count();
  expect(await pictures(page)).toBe(await pictures(loaded));
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('a shopper browses, searches and reaches a product; a blank search goes nowhere', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    const box = page.getByRole('banner').getByRole('combobox', { name: ar.search_label });
    // Blank: the field asks for two characters, the form is not sent.
    await box.fill('  ');
    await box.press('Enter');
    await expect(page).toHaveURL('/');

    await box.fill('فازة');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?product_name=/);
    const found = page.getByRole('main').getByRole('article').first();
    await expect(found).toBeVisible();

    await page.goto(CATEGORY);
    const card = page.getByRole('main').getByRole('article').first();
    const title = (await card.getByRole('heading').first().textContent()) ?? '';
    await card.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });
});
