// Undoing an e-mail change on the real server: the notice is read from the mail outbox, its link
// opens /restore-account in the language of the change (/en/restore-account for English), the
// restore ends the browser's session, and the owner takes the account back through the old
// e-mail's reset flow. Then the screen in both languages and widths.
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, LANGS, MATRIX, inLanguage } from './support/matrix';
import { fromMail } from './support/outbox';
import { createShopper, startLoggedIn } from './support/shopper';
import { textsIn } from './support/texts';

const accountMenu = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('button', { name, exact: true }).first();

// In both languages: the notice's link opens the restore page in the language the change was made
// in, and every page after it (reset, log in) keeps that language.
for (const lang of LANGS) {
  test(`change the e-mail → notice in the old inbox → restore → reset the password → log in (${lang})`, async ({
    page,
    request,
    baseURL,
  }) => {
    const t = textsIn(lang);
    const shopper = await createShopper(request, { firstName: 'Hoda' });
    // The change as the shopper's own profile form makes it: a new e-mail needs the password.
    const at = await inLanguage(page, lang);
    await startLoggedIn(page, shopper);
    await page.goto(at('/profile?tab=profile'));
    await page
      .getByRole('textbox', { name: t('profile_field_email') })
      .fill(`taken-over-${shopper.phone}@example.com`);
    const password = page.getByLabel(t('profile_field_current_password'));
    await expect(password).toBeVisible();
    await password.fill(shopper.password);
    await page.getByRole('button', { name: t('profile_save') }).click();
    await expect(
      page.getByRole('status').filter({ hasText: t('personal_info_updated_success') }),
    ).toBeVisible();

    const escaped = `${baseURL ?? ''}${at('/restore-account')}`.replace(
      /[.*+?^${}()|[\]\\]/g,
      '\\$&',
    );
    const link = await fromMail(shopper.email, new RegExp(`(${escaped}\\?token=[\\w-]+)`));

    await page.goto(link);
    await expect(
      page.getByRole('heading', { level: 1, name: t('restore_account_title') }),
    ).toBeVisible();
    await expect(accountMenu(page, 'Hoda')).toBeVisible();
    await page.getByRole('button', { name: t('restore_account_submit') }).click();
    await expect(page.getByText(t('identity_restored'))).toBeVisible();
    await expect(accountMenu(page, t('user_menu_label'))).toBeVisible();
    // The token this browser held is dead on the server too.
    const me = await request.get('/api/v1/profile/userInfo', {
      headers: { authorization: `Bearer ${shopper.token}` },
    });
    expect(me.status()).toBe(401);

    await page.getByRole('link', { name: t('restore_account_set_password') }).click();
    await page.getByRole('textbox', { name: t('email_label') }).fill(shopper.email);
    await page.getByRole('button', { name: t('forgot_password_submit') }).click();
    await expect(page).toHaveURL(at('/reset-password'));
    const code = await fromMail(shopper.email, /^(\d{6})\r?$/m);
    await page.getByRole('textbox', { name: t('reset_code_label') }).fill(code);
    await page.getByLabel(t('new_password_label')).fill('taken-back-123');
    await page.getByLabel(t('password_confirmation_label')).fill('taken-back-123');
    await page.getByRole('button', { name: t('reset_password_submit') }).click();
    await expect(page).toHaveURL(at('/login'), { timeout: 10_000 });

    await page.getByRole('textbox', { name: t('phone_number_label') }).fill(shopper.phone);
    await page.getByLabel(t('password_label'), { exact: true }).fill('taken-back-123');
    await page.getByRole('button', { name: t('login_submit'), exact: true }).click();
    await expect(accountMenu(page, 'Hoda')).toBeVisible();
  });
}

for (const { lang, name, width, height } of MATRIX) {
  test(`/restore-account in ${lang} at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    const at = await inLanguage(page, lang);
    await page.goto(at('/restore-account?token=not-a-live-token'));
    const button = page.getByRole('button', {
      name:
        lang === 'en'
          ? 'Restore my previous e-mail and phone'
          : 'استعادة بريدي الإلكتروني ورقم هاتفي السابقين',
    });
    await expect(button).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    // Nothing sticks out sideways at this width.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await button.click();
    const refused = lang === 'en' ? 'This restore link does not work' : 'رابط الاستعادة غير صالح';
    await expect(page.getByRole('alert').filter({ hasText: refused })).toBeVisible();
    await button.focus();
    await expectAccessible(page, `/restore-account ${lang} ${name}`);
    const dir = process.env.E2E_SHOTS_DIR;
    if (dir) await page.screenshot({ path: path.join(dir, `restore-${lang}-${width}.png`) });
  });
}
