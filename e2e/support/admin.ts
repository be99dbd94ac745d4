// The back office in journeys: its own texts (so one journey runs in both languages), the first
// owner's token, a staff member made the way the owner makes one (an invite, then the member's own
// password through the link), and signing in through the form.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import ar from '../../src/admin/i18n/ar.json';
import en from '../../src/admin/i18n/en.json';
import type { Lang } from './matrix';
import { OWNER } from './owner';

const LOCALES: Record<Lang, Record<string, string>> = { ar, en };

/** The back office's text for `key` in `lang`, {{var}} filled. */
export function adminText(lang: Lang, key: string, vars: Record<string, string | number> = {}) {
  const template = LOCALES[lang][key];
  if (template === undefined) throw new Error(`no ${lang} back-office text for ${key}`);
  return template.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(vars[name]));
}

export const adminHome = (lang: Lang) => (lang === 'en' ? '/en/admin' : '/admin');

/** A bearer token for `phone`, through the same login the back office uses. */
export async function tokenOf(
  request: APIRequestContext,
  phone = OWNER.phone,
  password = OWNER.password,
): Promise<string> {
  const answer = await request.post('/api/v1/login', { data: { phone_number: phone, password } });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}

let serial = 0;

/** A new staff member added by the owner, with the password they chose through the link. */
export async function addStaffMember(
  request: APIRequestContext,
): Promise<{ phone: string; password: string }> {
  serial += 1;
  const phone = `0100${`${Date.now() % 100_000}${process.pid % 10}${serial}`.slice(-7).padStart(7, '0')}`;
  const password = 'staff-glass-77';
  const added = await request.post('/api/v1/admin/staff', {
    headers: { authorization: `Bearer ${await tokenOf(request)}` },
    data: {
      phone_number: phone,
      first_name: 'Omar',
      family_name: 'Staff',
      email: `omar.${phone}@example.com`,
      role: 'staff',
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  const invite = new URL(((await added.json()) as { invite_url: string }).invite_url);
  expect(invite.pathname).toBe('/admin/set-password');
  const set = await request.post('/api/v1/staff-password', {
    data: { token: invite.searchParams.get('token'), password, password_confirmation: password },
  });
  expect(set.status(), await set.text()).toBe(200);
  return { phone, password };
}

/** Signs in through the back office's form (fields named as the storefront login's). */
export async function signInAdmin(page: Page, lang: Lang, phone: string, password: string) {
  await page.locator('input[name=phone_number]').fill(phone);
  await page.locator('input[name=password]').fill(password);
  await page
    .getByRole('button', { name: adminText(lang, 'admin_sign_in_submit'), exact: true })
    .click();
  await expect(
    page.getByRole('button', { name: adminText(lang, 'admin_sign_out') }),
  ).toBeAttached();
}
