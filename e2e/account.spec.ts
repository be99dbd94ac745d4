// Account journeys on the real server,
// each with a fresh shopper registered through the API (support/shopper.ts).
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, LANGS, AXE_MATRIX, inLanguage, type Lang } from './support/matrix';
import { createShopper, startLoggedIn, type Shopper } from './support/shopper';
import { startingWith, textsIn } from './support/texts';

type Texts = ReturnType<typeof textsIn>;

/** Demo catalogue product (server/db/seed/demoCatalog.ts), listed in /vases. */
const VASE = { ar: 'فازة منفوخة يدويًا - بنقوش ذهبية', en: 'Hand-blown Vase - Gold Pattern' };

/** Opens `path` in `lang` signed in as `shopper`; gives the journey's `at(path)` (inLanguage). */
async function openAs(page: Page, shopper: Shopper, path: string, lang: Lang) {
  const at = await inLanguage(page, lang);
  await startLoggedIn(page, shopper);
  await page.goto(at(path));
  return at;
}

async function addAddress(page: Page, t: Texts, title: string, address: string) {
  await page.getByRole('button', { name: t('address_add') }).click();
  await expect(page.getByRole('heading', { level: 2, name: t('address_new_title') })).toBeVisible();
  await page.getByRole('textbox', { name: t('address_field_title') }).fill(title);
  await page.getByRole('textbox', { name: t('address_field_first_name') }).fill('Sara');
  await page.getByRole('textbox', { name: t('address_field_last_name') }).fill('Hassan');
  // Arabic-Indic digits are stored as Latin ones.
  const phone = page.getByRole('textbox', { name: t('address_field_phone') });
  await phone.fill('٠١٠١٢٣٤٥٦٧٨');
  await expect(phone).toHaveValue('01012345678');
  await page.getByRole('combobox', { name: t('address_field_city') }).selectOption({ index: 1 });
  await page.getByRole('textbox', { name: t('address_field_address'), exact: true }).fill(address);
  await page.getByRole('button', { name: t('address_save') }).click();
  await expect(page.getByRole('status').filter({ hasText: t('address_created') })).toBeVisible();
  // Back to the list 1.5 s after saving.
  await expect(page.getByRole('article', { name: title })).toBeVisible();
}

// Every account journey in both languages: the address decides the page's language, and the
// redirects after a change (back to the profile, home after deleting) must keep it.
for (const lang of LANGS) {
  test(`favourites: the heart on a card adds it, /fav lists it, the heart there removes it (${lang})`, async ({
    page,
    request,
  }) => {
    const t = textsIn(lang);
    const shopper = await createShopper(request);
    const at = await openAs(page, shopper, '/vases', lang);
    const heartName = t('favourite_toggle', { title: VASE[lang] });
    const heart = page.getByRole('button', { name: heartName }).first();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(page.getByText(t('add_to_favorites'))).toBeVisible();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    await page.goto(at('/fav'));
    await expect(
      page.getByRole('heading', { level: 1, name: t('favourites_title') }),
    ).toBeVisible();
    const listed = page.getByRole('main').getByRole('button', { name: heartName });
    await expect(listed).toHaveAttribute('aria-pressed', 'true');
    await listed.click();
    await expect(page.getByText(t('remove_from_favorites'))).toBeVisible();
    await expect(page.getByText(t('no_favorite_products'))).toBeVisible();
    await expect(page.getByRole('link', { name: t('favourites_browse') })).toHaveAttribute(
      'href',
      at('/search'),
    );
  });

  test(`addresses: add two, set the second main, the main cannot be deleted, the other can (${lang})`, async ({
    page,
    request,
  }) => {
    const t = textsIn(lang);
    const shopper = await createShopper(request);
    await openAs(page, shopper, '/profile?tab=addresses', lang);
    await expect(
      page.getByRole('heading', { level: 1, name: t('account_tab_addresses') }),
    ).toBeVisible();
    await expect(page.getByText(t('no_saved_addresses'))).toBeVisible();

    await addAddress(page, t, 'Home', '12 Nile Street');
    await addAddress(page, t, 'Work', '5 Tahrir Square');
    const home = page.getByRole('article', { name: 'Home' });
    const work = page.getByRole('article', { name: 'Work' });
    // The first address is the main one.
    await expect(home.getByRole('switch')).toBeChecked();
    await expect(home.getByRole('switch')).toBeDisabled();

    await work
      .getByRole('switch', { name: t('address_main_switch_named', { title: 'Work' }) })
      .click();
    await expect(work.getByRole('switch')).toBeChecked();
    await expect(work.getByRole('switch')).toBeDisabled();
    await expect(home.getByRole('switch')).not.toBeChecked();
    await expect(home.getByRole('switch')).toBeEnabled();

    await work.getByRole('button', { name: t('address_delete_named', { title: 'Work' }) }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: t('main_address_delete_refused') }),
    ).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await home.getByRole('button', { name: t('address_delete_named', { title: 'Home' }) }).click();
    const dialog = page.getByRole('dialog', {
      name: t('address_delete_confirm_title', { title: 'Home' }),
    });
    await dialog.getByRole('button', { name: t('address_delete') }).click();
    await expect(home).toHaveCount(0);
    await expect(work).toBeVisible();

    // Still so after a reload (the server's answer, not the page's memory).
    await page.reload();
    await expect(page.getByRole('article', { name: 'Work' }).getByRole('switch')).toBeChecked();
    await expect(page.getByRole('article')).toHaveCount(1);
  });

  test(`profile edit updates the account and the stored user (${lang})`, async ({
    page,
    request,
  }) => {
    const t = textsIn(lang);
    const shopper = await createShopper(request);
    await openAs(page, shopper, '/profile?tab=profile', lang);
    const first = page.getByRole('textbox', { name: t('profile_field_first_name') });
    await expect(first).toHaveValue(shopper.firstName);
    await first.fill('Mariam');
    await page.getByRole('button', { name: t('profile_save') }).click();
    await expect(
      page.getByRole('status').filter({ hasText: t('personal_info_updated_success') }),
    ).toBeVisible();
    const stored = await page.evaluate(() => localStorage.getItem('persist:auth'));
    expect(stored).toContain('Mariam');

    await page.reload();
    await expect(page.getByRole('textbox', { name: t('profile_field_first_name') })).toHaveValue(
      'Mariam',
    );
    const info = await request.get(`/api/v1/profile/userInfo?user_id=${shopper.id}`, {
      headers: { Authorization: `Bearer ${shopper.token}` },
    });
    expect(((await info.json()) as { data: { first_name: string } }).data.first_name).toBe(
      'Mariam',
    );
  });

  test(`change password, then log in with the new one (and not the old) (${lang})`, async ({
    page,
    request,
  }) => {
    const t = textsIn(lang);
    const shopper = await createShopper(request);
    const at = await openAs(page, shopper, '/change-password', lang);
    await expect(
      page.getByRole('heading', { level: 1, name: t('change_password_title') }),
    ).toBeVisible();
    // Anchored at the start: the confirmation's label holds the new password's words too.
    await page.getByLabel(startingWith(t('change_password_field_password'))).fill('a-new-glass-9');
    await page
      .getByLabel(startingWith(t('change_password_field_confirmation')))
      .fill('a-new-glass-9');
    await page.getByRole('button', { name: t('change_password_submit') }).click();
    await expect(
      page.getByRole('status').filter({ hasText: t('password_changed_success') }),
    ).toBeVisible();
    // Back to the account 2 s later, in the same language.
    await expect(page).toHaveURL(at('/profile?tab=profile'));

    const login = (password: string) =>
      request.post('/api/v1/login', { data: { phone_number: shopper.phone, password } });
    expect((await login('a-new-glass-9')).status()).toBe(200);
    expect((await login(shopper.password)).ok()).toBe(false);
  });

  test(`delete account: confirmation, then home and logged out (${lang})`, async ({
    page,
    request,
  }) => {
    const t = textsIn(lang);
    const shopper = await createShopper(request);
    const at = await openAs(page, shopper, '/profile?tab=profile', lang);
    await page.getByRole('button', { name: t('delete_account') }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('delete_account_confirm') })
      .click();
    // Home in the same language.
    await expect(page).toHaveURL(at('/'));
    await expect(page.getByText(t('account_deleted_success'))).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('persist:auth') ?? ''))
      .not.toContain(shopper.token);
    const login = await request.post('/api/v1/login', {
      data: { phone_number: shopper.phone, password: shopper.password },
    });
    expect(login.ok()).toBe(false);
  });
}

for (const { lang, name, width, height } of AXE_MATRIX) {
  test(`account pages are accessible in ${lang} on a ${name}`, async ({ browser, request }) => {
    // Six screens, each checked by axe.
    test.slow();
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
  });
}
