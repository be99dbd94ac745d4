// Account journeys on the real server,
// each with a fresh shopper registered through the API (support/shopper.ts).
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, MATRIX, inLanguage } from './support/matrix';
import { createShopper, startLoggedIn, type Shopper } from './support/shopper';

/** Demo catalogue product (server/db/seed/demoCatalog.ts), listed in /vases. */
const VASE = 'Hand-blown Vase - Gold Pattern';

/** Opens `path` in `lang` signed in as `shopper`; gives the journey's `at(path)` (inLanguage). */
async function openAs(page: Page, shopper: Shopper, path: string, lang: 'ar' | 'en' = 'en') {
  const at = await inLanguage(page, lang);
  await startLoggedIn(page, shopper);
  await page.goto(at(path));
  return at;
}

async function addAddress(page: Page, title: string, address: string) {
  await page.getByRole('button', { name: 'Add address' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'New address' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Address name' }).fill(title);
  await page.getByRole('textbox', { name: 'First name' }).fill('Sara');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Hassan');
  // Arabic-Indic digits are stored as Latin ones.
  await page.getByRole('textbox', { name: 'Phone number' }).fill('٠١٠١٢٣٤٥٦٧٨');
  await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveValue('01012345678');
  await page.getByRole('combobox', { name: 'City' }).selectOption({ index: 1 });
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill(address);
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Address saved' })).toBeVisible();
  // Back to the list 1.5 s after saving.
  await expect(page.getByRole('article', { name: title })).toBeVisible();
}

test('favourites: the heart on a card adds it, /fav lists it, the heart there removes it', async ({
  page,
  request,
}) => {
  const shopper = await createShopper(request);
  const at = await openAs(page, shopper, '/vases');
  const heart = page.getByRole('button', { name: `Favorite: ${VASE}` }).first();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(page.getByText('Added to favorites')).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await page.goto(at('/fav'));
  await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
  const listed = page.getByRole('main').getByRole('button', { name: `Favorite: ${VASE}` });
  await expect(listed).toHaveAttribute('aria-pressed', 'true');
  await listed.click();
  await expect(page.getByText('Removed from favorites')).toBeVisible();
  await expect(page.getByText('No favorite products')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse products' })).toHaveAttribute(
    'href',
    at('/search'),
  );
});

test('addresses: add two, set the second main, the main cannot be deleted, the other can', async ({
  page,
  request,
}) => {
  const shopper = await createShopper(request);
  await openAs(page, shopper, '/profile?tab=addresses');
  await expect(page.getByRole('heading', { level: 1, name: 'My addresses' })).toBeVisible();
  await expect(page.getByText('No saved addresses')).toBeVisible();

  await addAddress(page, 'Home', '12 Nile Street');
  await addAddress(page, 'Work', '5 Tahrir Square');
  const home = page.getByRole('article', { name: 'Home' });
  const work = page.getByRole('article', { name: 'Work' });
  // The first address is the main one.
  await expect(home.getByRole('switch')).toBeChecked();
  await expect(home.getByRole('switch')).toBeDisabled();

  await work.getByRole('switch', { name: 'Use as main address: Work' }).click();
  await expect(work.getByRole('switch')).toBeChecked();
  await expect(work.getByRole('switch')).toBeDisabled();
  await expect(home.getByRole('switch')).not.toBeChecked();
  await expect(home.getByRole('switch')).toBeEnabled();

  await work.getByRole('button', { name: 'Delete: Work' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'The main address cannot be deleted' }),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await home.getByRole('button', { name: 'Delete: Home' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete the address “Home”?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(home).toHaveCount(0);
  await expect(work).toBeVisible();

  // Still so after a reload (the server's answer, not the page's memory).
  await page.reload();
  await expect(page.getByRole('article', { name: 'Work' }).getByRole('switch')).toBeChecked();
  await expect(page.getByRole('article')).toHaveCount(1);
});

test('profile edit updates the account and the stored user', async ({ page, request }) => {
  const shopper = await createShopper(request);
  await openAs(page, shopper, '/profile?tab=profile');
  const first = page.getByRole('textbox', { name: 'First name' });
  await expect(first).toHaveValue(shopper.firstName);
  await first.fill('Mariam');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Personal information' })).toBeVisible();
  const stored = await page.evaluate(() => localStorage.getItem('persist:auth'));
  expect(stored).toContain('Mariam');

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Mariam');
  const info = await request.get(`/api/v1/profile/userInfo?user_id=${shopper.id}`, {
    headers: { Authorization: `Bearer ${shopper.token}` },
  });
  expect(((await info.json()) as { data: { first_name: string } }).data.first_name).toBe('Mariam');
});

test('change password, then log in with the new one (and not the old)', async ({
  page,
  request,
}) => {
  const shopper = await createShopper(request);
  await openAs(page, shopper, '/change-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
  await page.getByLabel(/^New password/).fill('a-new-glass-9');
  await page.getByLabel(/^Confirm the new password/).fill('a-new-glass-9');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Password changed' })).toBeVisible();
  // Back to the account 2 s later.
  await expect(page).toHaveURL(/\/profile\?tab=profile$/);

  const login = (password: string) =>
    request.post('/api/v1/login', { data: { phone_number: shopper.phone, password } });
  expect((await login('a-new-glass-9')).status()).toBe(200);
  expect((await login(shopper.password)).ok()).toBe(false);
});

test('delete account: confirmation, then home and logged out', async ({ page, request }) => {
  const shopper = await createShopper(request);
  await openAs(page, shopper, '/profile?tab=profile');
  await page.getByRole('button', { name: 'Delete account' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByText('Your account has been deleted')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('persist:auth') ?? ''))
    .not.toContain(shopper.token);
  const login = await request.post('/api/v1/login', {
    data: { phone_number: shopper.phone, password: shopper.password },
  });
  expect(login.ok()).toBe(false);
});

test('account pages are accessible in Arabic and English at 375 and 1440 px', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const shopper = await createShopper(request);
  // One saved address, so the address tab shows a card with its switch and buttons.
  const address = await request.post('/api/v1/user-addresses/create', {
    headers: { Authorization: `Bearer ${shopper.token}` },
    data: {
      address_title: 'Home',
      first_name: 'Sara',
      last_name: 'Hassan',
      address: '12 Nile Street',
      city_id: shopper.cityId,
      phone_number: '01012345678',
    },
  });
  expect(address.status()).toBe(201);
  for (const { lang, name, width, height } of MATRIX) {
    const context = await browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    const at = await openAs(page, shopper, '/profile', lang);
    const menu = page.getByRole('main').getByRole('navigation').last();
    // The menu's own links (client-side navigation: no page load per tab).
    for (const tab of ['favorites', 'orders', 'addresses', 'profile'] as const) {
      await menu.locator(`a[href="${at(`/profile?tab=${tab}`)}"]`).click();
      await expect(page).toHaveURL(new RegExp(`tab=${tab}$`));
      await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
      await expectAccessible(page, `/profile?tab=${tab} ${lang} ${name}`);
    }
    await menu.locator(`a[href="${at('/change-password')}"]`).click();
    await expect(page.getByLabel(/^(New password|كلمة المرور الجديدة)/)).toBeVisible();
    await expectAccessible(page, `/change-password ${lang} ${name}`);
    await page.goto(at('/fav'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
    await expectAccessible(page, `/fav ${lang} ${name}`);
    await context.close();
  }
});
