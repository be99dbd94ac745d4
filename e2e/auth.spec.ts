// Sign-in journeys and a 401 mid-session on the real server: the forms are filled as a shopper
// would, the reset code is read from the mail outbox.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, LANGS, AXE_MATRIX, inLanguage } from './support/matrix';
import { fromMail } from './support/outbox';
import { createShopper, startLoggedIn } from './support/shopper';
import { textsIn } from './support/texts';

type Texts = ReturnType<typeof textsIn>;

const PRODUCT = {
  path: '/vases/hand-blown-vase-gold-pattern',
  names: { ar: 'فازة منفوخة يدويًا - بنقوش ذهبية', en: 'Hand-blown Vase - Gold Pattern' },
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

async function fillLogin(page: Page, t: Texts, phone: string, password: string) {
  await page.getByRole('textbox', { name: t('phone_number_label') }).fill(phone);
  await page.getByLabel(t('password_label'), { exact: true }).fill(password);
  await page.getByRole('button', { name: t('login_submit'), exact: true }).click();
}

/** The code of the newest reset mail sent to `email`. */
const resetCodeFor = (email: string) => fromMail(email, /^(\d{6})\r?$/m);

// Every sign-in journey in both languages: the address decides the page's language, and each
// step (the redirects after register, reset and login included) must keep it.
for (const lang of LANGS) {
  test(`register through the form → logged in on / → log out → log in through the form (${lang})`, async ({
    page,
  }) => {
    const t = textsIn(lang);
    const { phone, email } = freshContact();
    const at = await inLanguage(page, lang);
    await page.goto(at('/register'));
    await expect(page.getByRole('heading', { level: 1, name: t('register_title') })).toBeVisible();
    await expect(page.getByRole('combobox', { name: t('country_label') })).toBeDisabled();
    await page.getByRole('textbox', { name: t('first_name_label') }).fill('Nour');
    await page.getByRole('textbox', { name: t('family_name_label') }).fill('Salem');
    await page.getByRole('textbox', { name: t('email_label') }).fill(email);
    // Typed on an Arabic keyboard: stored and sent as Latin digits.
    const phoneBox = page.getByRole('textbox', { name: t('phone_number_label') });
    await phoneBox.fill(phone.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d))));
    await expect(phoneBox).toHaveValue(phone);
    await page.getByRole('combobox', { name: t('city_label') }).selectOption({ index: 2 });
    await page.getByRole('textbox', { name: t('address_label') }).fill('5 Glass St, Cairo');
    await page.getByLabel(t('password_label'), { exact: true }).fill('sand-and-fire');
    await page.getByLabel(t('password_confirmation_label')).fill('sand-and-fire');
    await page.getByRole('button', { name: t('register_submit') }).click();

    await expect(page).toHaveURL(at('/'));
    await expect(page.getByText(t('registered_success'))).toBeVisible();
    await expect(accountMenu(page, 'Nour')).toBeVisible();

    await accountMenu(page, 'Nour').click();
    await page.getByRole('button', { name: t('nav_logout') }).click();
    await expect(accountMenu(page, t('user_menu_label'))).toBeVisible();
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
    await fillLogin(page, t, phone, 'wrong-password');
    await expect(
      page.getByRole('form', { name: t('login_title') }).getByRole('alert'),
    ).toContainText(t('invalid_credentials'));
    // … and goes with the next login of that number.
    const loginSent = page.waitForRequest((request) => request.url().endsWith('/api/v1/login'));
    await fillLogin(page, t, phone, 'sand-and-fire');
    expect((await loginSent).postDataJSON()).toMatchObject({ device_token: deviceToken });
    await expect(page).toHaveURL(at('/'));
    await expect(accountMenu(page, 'Nour')).toBeVisible();
  });

  test(`forgot password → code from the outbox → reset → log in with the new password (${lang})`, async ({
    page,
    request,
  }) => {
    const t = textsIn(lang);
    const shopper = await createShopper(request, { firstName: 'Laila' });
    const at = await inLanguage(page, lang);
    await page.goto(at('/login'));
    await page.getByRole('link', { name: t('forgot_password_link') }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: t('forgot_password_title') }),
    ).toBeVisible();
    await expect(page).toHaveURL(at('/forgot-password'));
    const email = page.getByRole('textbox', { name: t('email_label') });
    await email.fill('nobody-here@example.com');
    await page.getByRole('button', { name: t('forgot_password_submit') }).click();
    await expect(page.getByRole('form').getByRole('alert')).toContainText(t('email_not_found'));

    await email.fill(shopper.email);
    await page.getByRole('button', { name: t('forgot_password_submit') }).click();
    await expect(page.getByText(t('redirecting_to_reset'))).toBeVisible();
    // 2 s later, on the reset page with the e-mail carried over.
    await expect(page).toHaveURL(at('/reset-password'));
    await expect(page.getByRole('textbox', { name: t('email_label') })).toHaveValue(shopper.email);

    const code = await resetCodeFor(shopper.email);
    await page.getByRole('textbox', { name: t('reset_code_label') }).fill(code);
    await page.getByLabel(t('new_password_label')).fill('a-brand-new-one');
    await page.getByLabel(t('password_confirmation_label')).fill('a-brand-new-one');
    await page.getByRole('button', { name: t('reset_password_submit') }).click();
    await expect(page.getByText(t('redirecting_to_login'))).toBeVisible();
    await expect(page).toHaveURL(at('/login'), { timeout: 10_000 });

    await fillLogin(page, t, shopper.phone, shopper.password);
    await expect(
      page.getByRole('form', { name: t('login_title') }).getByRole('alert'),
    ).toContainText(t('invalid_credentials'));
    await fillLogin(page, t, shopper.phone, 'a-brand-new-one');
    await expect(page).toHaveURL(at('/'));
    await expect(accountMenu(page, 'Laila')).toBeVisible();
  });

  test(`a visitor taps add to cart → log in → back on the product page with 1 in the cart (${lang})`, async ({
    page,
    request,
  }) => {
    const t = textsIn(lang);
    const shopper = await createShopper(request);
    const at = await inLanguage(page, lang);
    const name = PRODUCT.names[lang];
    await page.goto(at(PRODUCT.path));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page
      .getByRole('main')
      .getByRole('button', { name: t('add_to_cart') })
      .first()
      .click();

    await expect(page).toHaveURL(at('/login'));
    await expect(page.getByRole('main').getByText(t('login_required_cart'))).toBeVisible();
    // The login page's own link (in Arabic the footer's has the same words).
    await expect(
      page.getByRole('main').getByRole('link', { name: t('register_link'), exact: true }),
    ).toBeVisible();
    await fillLogin(page, t, shopper.phone, shopper.password);

    await expect(page).toHaveURL(at(PRODUCT.path));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText(t('added_to_cart_success'))).toBeVisible();
    await expect(
      page
        .getByRole('banner')
        .getByText(t('cart_items_count', { count: 1 }))
        .first(),
    ).toBeAttached();
  });

  test(`a 401 mid-session (token revoked elsewhere) clears the session and the header logs out (${lang})`, async ({
    page,
    request,
  }) => {
    const t = textsIn(lang);
    const shopper = await createShopper(request, { firstName: 'Hala' });
    const at = await inLanguage(page, lang);
    await startLoggedIn(page, shopper);
    await page.goto(at('/'));
    await expect(accountMenu(page, 'Hala')).toBeVisible();

    const revoked = await request.post('/api/v1/logout', {
      headers: { Authorization: `Bearer ${shopper.token}` },
      data: {},
    });
    expect(revoked.ok()).toBe(true);

    // The stored token is now dead: the next page's first user call (the header's cart) gets a
    // 401. (startLoggedIn's init script writes the session only while none is stored.)
    await page.goto(at('/vases'));
    await expect(accountMenu(page, t('user_menu_label'))).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('persist:auth') ?? ''))
      .toContain('"token":"null"');
  });
}

for (const { lang, width, height, name } of AXE_MATRIX) {
  test(`the four sign-in pages pass axe in ${lang} on a ${name}`, async ({ browser }) => {
    // Four pages, each loaded and checked by axe.
    test.slow();
    const context = await browser.newContext({ viewport: { width, height } });
    const tab = await context.newPage();
    const at = await inLanguage(tab, lang);
    for (const route of ['/login', '/register', '/forgot-password', '/reset-password']) {
      await tab.goto(at(route));
      await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(tab.getByRole('main').locator('form button[type="submit"]')).toBeVisible();
      await expectAccessible(tab, `${route} ${lang} ${name}`);
    }
    await context.close();
  });
}
