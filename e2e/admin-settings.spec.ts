// The owner's Settings screen against the real server: maintenance switched on in the back office
// closes the shop to a shopper while the owner still sees it (with a notice), and
// switched off opens it again (Arabic, phone); the shop's phone number changed in the back office
// is in a shopper's footer, and a staff member gets neither the page nor its link
// (English, desktop); axe in both directions. Other journeys share this server: every flag and
// detail is put back as the seed had it, whatever happens.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SHOP_DETAILS } from '../server/db/seed/demoContent';
import { addStaffMember, adminHome, adminText, signInAdmin, tokenOf } from './support/admin';
import { expectAccessible, inLanguage, type Lang } from './support/matrix';
import { gotoInteractive } from './support/hydration';
import { OWNER } from './support/owner';
import { served } from './support/served';
import { ar as storeAr } from './support/texts';

/** The flags as the seed sets them: every home section shown, maintenance off. */
const SEEDED_FLAGS = {
  is_maintenance_active: false,
  is_latest_product_active: true,
  is_best_seller_active: true,
  is_main_banner_is_active: true,
  is_banners_active: true,
};

/** The server-rendered page's footer. */
const footer = (html: string) => /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? '';

async function restoreFlags(request: APIRequestContext): Promise<void> {
  const answer = await request.patch('/api/v1/admin/settings', {
    headers: { authorization: `Bearer ${await tokenOf(request)}` },
    data: SEEDED_FLAGS,
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

async function restorePhones(request: APIRequestContext): Promise<void> {
  const answer = await request.patch('/api/v1/admin/shop-details', {
    headers: { authorization: `Bearer ${await tokenOf(request)}` },
    data: { phones: SHOP_DETAILS.phones },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

test.afterAll(async ({ request }) => {
  await restoreFlags(request);
  await restorePhones(request);
});

/** Opens the settings screen signed in as the owner, once its three sections have loaded. */
async function openSettings(page: Page, lang: Lang, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(adminHome(lang));
  await signInAdmin(page, lang, OWNER.phone, OWNER.password);
  await page.goto(`${adminHome(lang)}/settings`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    adminText(lang, 'admin_nav_settings'),
  );
  await expect(
    page.getByRole('form', { name: adminText(lang, 'admin_social_title') }),
  ).toBeVisible();
  await expect(page.getByRole('form', { name: adminText(lang, 'admin_shop_title') })).toBeVisible();
}

/** Saves the flags form and waits for its confirmation. */
async function saveFlags(page: Page, lang: Lang): Promise<void> {
  await page.getByRole('button', { name: adminText(lang, 'admin_settings_flags_save') }).click();
  await expect(page.getByText(adminText(lang, 'admin_settings_flags_saved')).first()).toBeVisible();
}

type Storefront = 'maintenance' | 'shop';

/** What the shopper's fresh load of the home page shows, once it answers to input. */
async function storefrontState(page: Page): Promise<Storefront> {
  await gotoInteractive(page, '/', { waitUntil: 'domcontentloaded' });
  const maintenance = page.getByRole('heading', { name: storeAr.maintenance_title });
  const shop = page.getByRole('banner');
  await expect(maintenance.or(shop).first()).toBeVisible();
  return (await maintenance.count()) > 0 ? 'maintenance' : 'shop';
}

/**
 * What the server renders for a first visit of the home page: the maintenance screen, the shop (its
 * header), or neither (the plain shell the browser renders itself).
 */
function servedHome(html: string): Storefront | 'neither' {
  if (html.includes(`>${storeAr.maintenance_title}<`)) return 'maintenance';
  return /<header[\s>]/.test(html) ? 'shop' : 'neither';
}

test('ar 375 px: the owner closes the shop for maintenance and opens it again', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  await restoreFlags(request);
  await openSettings(page, 'ar', 375);
  await expectAccessible(page, '/admin/settings');

  const maintenance = page.getByRole('checkbox', {
    name: adminText('ar', 'admin_settings_flag_is_maintenance_active'),
  });
  await expect(maintenance).toHaveAttribute('name', 'is_maintenance_active');
  await expect(maintenance).not.toBeChecked();
  for (const flag of Object.keys(SEEDED_FLAGS)) {
    await expect(page.locator(`input[type=checkbox][name=${flag}]`)).toHaveCount(1);
  }
  await maintenance.check();
  await saveFlags(page, 'ar');
  // Counted from the save: a first visit gets the maintenance screen.
  await served(request, '/', servedHome).toBe('maintenance');
  await expect(page.getByText(adminText('ar', 'admin_settings_maintenance_on'))).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('settings-ar-375.png'), fullPage: true });

  // A shopper who has never visited: a browser of their own, in Arabic, on a phone.
  const shopperContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  try {
    const shopper = await shopperContext.newPage();
    await inLanguage(shopper, 'ar');
    expect(await storefrontState(shopper)).toBe('maintenance');

    // The owner, signed in to the back office in this browser, still sees the shop, told why
    // shoppers do not.
    const preview = await page.context().newPage();
    await gotoInteractive(preview, '/', { waitUntil: 'domcontentloaded' });
    await expect(
      preview.getByRole('status').filter({ hasText: storeAr.maintenance_preview }),
    ).toBeVisible();
    await expect(preview.getByRole('banner')).toBeVisible();
    await preview.close();

    await maintenance.uncheck();
    await saveFlags(page, 'ar');
    await served(request, '/', servedHome).toBe('shop');
    await expect(page.getByText(adminText('ar', 'admin_settings_maintenance_on'))).toHaveCount(0);
    expect(await storefrontState(shopper)).toBe('shop');
  } finally {
    await shopperContext.close();
  }
});

test('en 1440 px: a staff member has no Settings page nor link; the owner’s screen passes axe', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const t = (key: string) => adminText('en', key);
  const member = await addStaffMember(request);
  const staffContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const staff = await staffContext.newPage();
    await staff.goto(adminHome('en'));
    await signInAdmin(staff, 'en', member.phone, member.password);
    const nav = staff.getByRole('navigation', { name: t('admin_nav_label') });
    await expect(nav.getByRole('link', { name: t('admin_nav_orders') })).toBeVisible();
    await expect(nav.getByRole('link', { name: t('admin_nav_settings') })).toHaveCount(0);
    await staff.goto('/en/admin/settings');
    await expect(staff.getByRole('heading', { level: 1 })).toHaveText(t('admin_owners_only_title'));
    await expect(staff.getByText(t('admin_owners_only_text'))).toBeVisible();
    await expect(staff.locator('input[name=is_maintenance_active]')).toHaveCount(0);
  } finally {
    await staffContext.close();
  }

  await openSettings(page, 'en', 1440);
  await expect(page.locator('input[name=email]')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('input[name=address_ar]')).toHaveAttribute('dir', 'rtl');
  await expectAccessible(page, '/en/admin/settings');
  await page.screenshot({ path: test.info().outputPath('settings-en-1440.png'), fullPage: true });

  // The shop's phone number, changed here, is in a new shopper's footer.
  const phone = page.getByRole('textbox', { name: adminText('en', 'admin_shop_phone', { n: 1 }) });
  await expect(phone).toHaveValue(SHOP_DETAILS.phones[0]!);
  await phone.fill('02 2576 4321');
  await page.getByRole('button', { name: t('admin_shop_save') }).click();
  await expect(page.getByText(t('admin_shop_saved')).first()).toBeVisible();
  const shopperContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const shopper = await shopperContext.newPage();
    const at = await inLanguage(shopper, 'en');
    await served(shopper.request, at('/'), footer).toContain('02 2576 4321');
    await shopper.goto(at('/'), { waitUntil: 'domcontentloaded' });
    await expect(
      shopper.getByRole('contentinfo').getByRole('link', { name: '02 2576 4321' }),
    ).toBeVisible();
  } finally {
    await shopperContext.close();
    await restorePhones(request);
  }
});
