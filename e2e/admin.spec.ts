// The back office's door: the first owner (from OWNER_PHONE/OWNER_PASSWORD) signs in, in Arabic on a
// phone and in English on a desktop; a member the owner adds sets a password through the one-time
// link and finds the owner-only pages closed; a shopper's account is refused.
import { expect, test, type Page } from '@playwright/test';
import { tokenOf } from './support/admin';
import { expectAccessible } from './support/matrix';
import { OWNER } from './support/owner';
import { createShopper } from './support/shopper';

const TEXT = {
  ar: {
    submit: 'تسجيل الدخول',
    unread: 'طلبات غير مقروءة',
    staff: 'فريق العمل',
    settings: 'الإعدادات',
  },
  en: { submit: 'Sign in', unread: 'Unread orders', staff: 'Staff', settings: 'Settings' },
} as const;

async function signIn(page: Page, phone: string, password: string, submit: string) {
  await page.locator('input[name=phone_number]').fill(phone);
  await page.locator('input[name=password]').fill(password);
  await page.getByRole('button', { name: submit, exact: true }).click();
}

for (const { lang, width, path } of [
  { lang: 'ar', width: 375, path: '/admin' },
  { lang: 'en', width: 1440, path: '/en/admin' },
] as const) {
  test(`the first owner signs in (${lang}, ${width} px) and sees every area`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expectAccessible(page, `${path} sign-in`);
    await signIn(page, OWNER.phone, OWNER.password, TEXT[lang].submit);
    await expect(page.getByText(TEXT[lang].unread)).toBeVisible();
    if (width < 1024)
      await page.getByRole('button', { name: lang === 'ar' ? 'القائمة' : 'Menu' }).click();
    const nav = page.getByRole('navigation').last();
    await expect(nav.getByRole('link', { name: TEXT[lang].staff })).toBeVisible();
    await expect(nav.getByRole('link', { name: TEXT[lang].settings })).toBeVisible();
    await expectAccessible(page, `${path} dashboard`);
  });
}

test('a member the owner adds sets a password by the link; owner-only pages stay closed', async ({
  page,
  request,
}) => {
  const token = await tokenOf(request);
  const added = await request.post('/api/v1/admin/staff', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      phone_number: '01000000077',
      first_name: 'Omar',
      family_name: 'Staff',
      email: 'omar.staff@example.com',
      role: 'staff',
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  const invite = new URL(((await added.json()) as { invite_url: string }).invite_url);
  expect(invite.pathname).toBe('/admin/set-password');
  const set = await request.post('/api/v1/staff-password', {
    data: {
      token: invite.searchParams.get('token'),
      password: 'staff-glass-77',
      password_confirmation: 'staff-glass-77',
    },
  });
  expect(set.status(), await set.text()).toBe(200);

  await page.goto('/en/admin');
  await signIn(page, '01000000077', 'staff-glass-77', 'Sign in');
  await expect(page.getByText('Unread orders')).toBeVisible();
  const nav = page.getByRole('navigation').last();
  await expect(nav.getByRole('link', { name: 'Orders' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Staff' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await page.goto('/en/admin/staff');
  await expect(page.getByRole('heading', { name: 'Owners only' })).toBeVisible();
  // The API says the same, whatever the page shows.
  const staffToken = await tokenOf(request, '01000000077', 'staff-glass-77');
  const list = await request.get('/api/v1/admin/staff', {
    headers: { authorization: `Bearer ${staffToken}` },
  });
  expect(list.status()).toBe(403);
});

test("a shopper's account cannot enter the back office", async ({ page, request }) => {
  const shopper = await createShopper(request);
  await page.goto('/en/admin');
  await signIn(page, shopper.phone, shopper.password, 'Sign in');
  await expect(page.getByText('This account is not a staff account.')).toBeVisible();
  const stored = await page.evaluate(() => localStorage.getItem('persist:adminAuth'));
  expect(stored ?? '').not.toContain(shopper.phone);
});
