// Sign-in journeys and a 401 mid-session on the real server: the forms are filled as a shopper
// would, the reset code is read from the mail outbox.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, MATRIX, inLanguage } from './support/matrix';
import { fromMail } from './support/outbox';
import { createShopper, startLoggedIn } from './support/shopper';

const PRODUCT = {
  path: '/vases/hand-blown-vase-gold-pattern',
  en: 'Hand-blown Vase - Gold Pattern',
};

let serial = 0;
/** A phone and e-mail no other account of this run has. */
function freshContact() {
  serial += 1;
  const tail = `${Date.now() % 1_000_000}${serial}${process.pid % 100}`.slice(-9).padStart(9, '1');
  return { phone: `01${tail}`, email: `auth-${tail}@example.com` };
}

/** The header's account menu toggle: the first name when logged in, 'My account' otherwise. */
const accountMenu = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('button', { name, exact: true }).first();

async function fillLogin(page: Page, phone: string, password: string) {
  await page.getByRole('textbox', { name: 'Phone number' }).fill(phone);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** The code of the newest reset mail sent to `email`. */
const resetCodeFor = (email: string) => fromMail(email, /^(\d{6})\r?$/m);

test('register through the form → logged in on / → log out → log in through the form', async ({
  page,
}) => {
  const { phone, email } = freshContact();
  const at = await inLanguage(page, 'en');
  await page.goto(at('/register'));
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Country' })).toBeDisabled();
  await page.getByRole('textbox', { name: 'First name' }).fill('Nour');
  await page.getByRole('textbox', { name: 'Family name' }).fill('Salem');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  // Typed on an Arabic keyboard: stored and sent as Latin digits.
  await page
    .getByRole('textbox', { name: 'Phone number' })
    .fill(phone.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d))));
  await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveValue(phone);
  await page.getByRole('combobox', { name: 'City' }).selectOption({ index: 2 });
  await page.getByRole('textbox', { name: 'Address' }).fill('5 Glass St, Cairo');
  await page.getByLabel('Password', { exact: true }).fill('sand-and-fire');
  await page.getByLabel('Confirm password').fill('sand-and-fire');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(at('/'));
  await expect(page.getByText('Your account has been created')).toBeVisible();
  await expect(accountMenu(page, 'Nour')).toBeVisible();

  await accountMenu(page, 'Nour').click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(accountMenu(page, 'My account')).toBeVisible();
  // The registration's device token outlives the logout (persist:auth) …
  const deviceTokens = async () =>
    page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('persist:auth') ?? '{}') as {
        deviceTokens?: string;
      };
      return JSON.parse(stored.deviceTokens ?? '{}') as Record<string, string>;
    });
  await expect.poll(async () => Object.keys(await deviceTokens())).toEqual([phone]);
  const deviceToken = (await deviceTokens())[phone];

  await page.goto(at('/login'));
  await fillLogin(page, phone, 'wrong-password');
  await expect(page.getByRole('form', { name: 'Log in' }).getByRole('alert')).toContainText(
    'The phone number or password is incorrect',
  );
  // … and goes with the next login of that number.
  const loginSent = page.waitForRequest((request) => request.url().endsWith('/api/v1/login'));
  await fillLogin(page, phone, 'sand-and-fire');
  expect((await loginSent).postDataJSON()).toMatchObject({ device_token: deviceToken });
  await expect(page).toHaveURL(at('/'));
  await expect(accountMenu(page, 'Nour')).toBeVisible();
});

test('forgot password → code from the outbox → reset → log in with the new password', async ({
  page,
  request,
}) => {
  const shopper = await createShopper(request, { firstName: 'Laila' });
  const at = await inLanguage(page, 'en');
  await page.goto(at('/login'));
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail' }).fill('nobody-here@example.com');
  await page.getByRole('button', { name: 'Send the code' }).click();
  await expect(page.getByRole('form').getByRole('alert')).toContainText('Email not found');

  await page.getByRole('textbox', { name: 'E-mail' }).fill(shopper.email);
  await page.getByRole('button', { name: 'Send the code' }).click();
  await expect(page.getByText(/Taking you to the page where you enter the code/)).toBeVisible();
  // 2 s later, on the reset page with the e-mail carried over.
  await expect(page).toHaveURL(at('/reset-password'));
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(shopper.email);

  const code = await resetCodeFor(shopper.email);
  await page.getByRole('textbox', { name: 'Code' }).fill(code);
  await page.getByLabel('New password').fill('a-brand-new-one');
  await page.getByLabel('Confirm password').fill('a-brand-new-one');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText(/Taking you to the log-in page/)).toBeVisible();
  await expect(page).toHaveURL(at('/login'), { timeout: 10_000 });

  await fillLogin(page, shopper.phone, shopper.password);
  await expect(page.getByRole('form', { name: 'Log in' }).getByRole('alert')).toContainText(
    'The phone number or password is incorrect',
  );
  await fillLogin(page, shopper.phone, 'a-brand-new-one');
  await expect(page).toHaveURL(at('/'));
  await expect(accountMenu(page, 'Laila')).toBeVisible();
});

test('a visitor taps add to cart → log in → back on the product page with 1 in the cart', async ({
  page,
  request,
}) => {
  const shopper = await createShopper(request);
  const at = await inLanguage(page, 'en');
  await page.goto(at(PRODUCT.path));
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT.en })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Add to cart' }).first().click();

  await expect(page).toHaveURL(at('/login'));
  await expect(
    page.getByRole('main').getByText('Please log in to add products to the cart'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create an account' })).toBeVisible();
  await fillLogin(page, shopper.phone, shopper.password);

  await expect(page).toHaveURL(at(PRODUCT.path));
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT.en })).toBeVisible();
  await expect(page.getByText('Product added to cart')).toBeVisible();
  await expect(page.getByRole('banner').getByText('Items in cart: 1').first()).toBeAttached();
});

test('a 401 mid-session (token revoked elsewhere) clears the session and the header logs out', async ({
  page,
  request,
}) => {
  const shopper = await createShopper(request, { firstName: 'Hala' });
  const at = await inLanguage(page, 'en');
  await startLoggedIn(page, shopper);
  await page.goto(at('/'));
  await expect(accountMenu(page, 'Hala')).toBeVisible();

  const revoked = await request.post('/api/v1/logout', {
    headers: { Authorization: `Bearer ${shopper.token}` },
    data: {},
  });
  expect(revoked.ok()).toBe(true);

  // The stored token is now dead: the next page's first user call (the header's cart) gets a 401.
  // (startLoggedIn's init script writes the session only while none is stored.)
  await page.goto(at('/vases'));
  await expect(accountMenu(page, 'My account')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('persist:auth') ?? ''))
    .toContain('"token":"null"');
});

test('the four sign-in pages pass axe in Arabic and English at 375 and 1440 px', async ({
  page,
}) => {
  test.slow();
  for (const { lang, width, height, name } of MATRIX) {
    const context = await page.context().browser()!.newContext({ viewport: { width, height } });
    const tab = await context.newPage();
    const at = await inLanguage(tab, lang);
    for (const route of ['/login', '/register', '/forgot-password', '/reset-password']) {
      await tab.goto(at(route));
      await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(tab.getByRole('main').locator('form button[type="submit"]')).toBeVisible();
      await expectAccessible(tab, `${route} ${lang} ${name}`);
    }
    await context.close();
  }
});
