// Undoing an e-mail change on the real server: the notice is read from the mail outbox, its link
// opens /en/restore-account, the restore ends the browser's session, and the owner takes the
// account back through the old e-mail's reset flow. Then the screen in both languages and widths.
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, MATRIX, inLanguage } from './support/matrix';
import { fromMail } from './support/outbox';
import { createShopper, startLoggedIn } from './support/shopper';

const accountMenu = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('button', { name, exact: true }).first();

test('change the e-mail → notice in the old inbox → restore → reset the password → log in', async ({
  page,
  request,
  baseURL,
}) => {
  const shopper = await createShopper(request, { firstName: 'Hoda' });
  // The change as the shopper's own profile form makes it: a new e-mail needs the password.
  const at = await inLanguage(page, 'en');
  await startLoggedIn(page, shopper);
  await page.goto(at('/profile?tab=profile'));
  await page
    .getByRole('textbox', { name: 'E-mail' })
    .fill(`taken-over-${shopper.phone}@example.com`);
  const password = page.getByLabel('Current password');
  await expect(password).toBeVisible();
  await password.fill(shopper.password);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Personal information' })).toBeVisible();

  const escapedBase = (baseURL ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const link = await fromMail(
    shopper.email,
    new RegExp(`(${escapedBase}/en/restore-account\\?token=[\\w-]+)`),
  );

  await page.goto(link);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Restore your account details' }),
  ).toBeVisible();
  await expect(accountMenu(page, 'Hoda')).toBeVisible();
  await page.getByRole('button', { name: 'Restore my previous e-mail and phone' }).click();
  await expect(page.getByText(/every sign-in to the account was ended/)).toBeVisible();
  await expect(accountMenu(page, 'My account')).toBeVisible();
  // The token this browser held is dead on the server too.
  const me = await request.get('/api/v1/profile/userInfo', {
    headers: { authorization: `Bearer ${shopper.token}` },
  });
  expect(me.status()).toBe(401);

  await page.getByRole('link', { name: 'Set a new password' }).click();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(shopper.email);
  await page.getByRole('button', { name: 'Send the code' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  const code = await fromMail(shopper.email, /^(\d{6})\r?$/m);
  await page.getByRole('textbox', { name: 'Code' }).fill(code);
  await page.getByLabel('New password').fill('taken-back-123');
  await page.getByLabel('Confirm password').fill('taken-back-123');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });

  await page.getByRole('textbox', { name: 'Phone number' }).fill(shopper.phone);
  await page.getByLabel('Password', { exact: true }).fill('taken-back-123');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(accountMenu(page, 'Hoda')).toBeVisible();
});

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
