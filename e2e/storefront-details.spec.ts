// The shop's own details on the storefront (GET /api/v1/shop-details): the footer's contact block,
// /contact's customer-service block and the chat links show what the database holds, complete in
// the server's first paint; back-office staff see the shop, under a slim bar, while maintenance
// keeps shoppers on the maintenance screen. The owner's edits: admin-settings.spec.ts.
import {
  expect,
  test,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { SHOP_DETAILS } from '../server/db/seed/demoContent';
import { adminHome, signInAdmin } from './support/admin';
import { forceMaintenance } from './support/api';
import { gotoInteractive } from './support/hydration';
import { expectAccessible, inLanguage, type Lang } from './support/matrix';
import { OWNER } from './support/owner';
import { ar, en } from './support/texts';

const TEXTS: Record<Lang, Record<string, string>> = { ar, en };
const text = (lang: Lang, key: string) => TEXTS[lang][key]!;

const SIZES: Record<Lang, { width: number; height: number }> = {
  ar: { width: 375, height: 812 },
  en: { width: 1440, height: 900 },
};

/** A context of its own (no shared storage) on the journey's server. */
const freshContext = (browser: Browser, options: BrowserContextOptions = {}) =>
  browser.newContext({ baseURL: test.info().project.use.baseURL, ...options });

/** The floating chat button: the shop's chat number, or none. */
const chatButton = (page: Page, lang: Lang) =>
  page.getByRole('link', { name: text(lang, 'chat_button_label') });

for (const lang of ['ar', 'en'] as const) {
  test(`the seeded details arrive with the first paint (${lang})`, async ({ page, browser }) => {
    await page.setViewportSize(SIZES[lang]);
    const at = await inLanguage(page, lang);
    await gotoInteractive(page, at('/'));
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: SHOP_DETAILS.phones[0] })).toHaveAttribute(
      'href',
      'tel:0225761986',
    );
    await expect(footer.getByRole('link', { name: SHOP_DETAILS.email })).toHaveAttribute(
      'href',
      `mailto:${SHOP_DETAILS.email}`,
    );
    await expect(footer).toContainText(
      lang === 'ar' ? SHOP_DETAILS.workingHoursAr : SHOP_DETAILS.workingHoursEn,
    );
    await expect(chatButton(page, lang)).toHaveAttribute(
      'href',
      `https://wa.me/${SHOP_DETAILS.chatNumber}`,
    );
    await expectAccessible(page, `home footer (${lang})`);
    await footer.screenshot({ path: `test-results/storefront-details-footer-${lang}.png` });

    // Without scripts: the server's HTML alone carries them.
    const plain = await freshContext(browser, { javaScriptEnabled: false });
    try {
      const bare = await plain.newPage();
      await bare.goto(at('/contact'));
      const service = bare.getByRole('region', { name: text(lang, 'contact_service_title') });
      await expect(
        service.getByRole('link', { name: SHOP_DETAILS.customerServicePhone }),
      ).toBeVisible();
      await expect(service).toContainText(SHOP_DETAILS.fax);
      await expect(service).toContainText(
        lang === 'ar' ? SHOP_DETAILS.addressAr : SHOP_DETAILS.addressEn,
      );
      await expect(
        bare.getByRole('link', { name: text(lang, 'chat_button_label') }),
      ).toHaveAttribute('href', `https://wa.me/${SHOP_DETAILS.chatNumber}`);
    } finally {
      await plain.close();
    }
  });
}

test('staff preview the shop while maintenance is on; shoppers get the maintenance screen', async ({
  page,
  browser,
}) => {
  // Signed in to the back office in this browser (its session is kept in local storage).
  await page.setViewportSize(SIZES.en);
  await page.goto(adminHome('en'));
  await signInAdmin(page, 'en', OWNER.phone, OWNER.password);

  await forceMaintenance(page);
  await page.goto('/en', { waitUntil: 'domcontentloaded' });
  const bar = page.getByRole('status').filter({ hasText: text('en', 'maintenance_preview') });
  await expect(bar).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('heading', { name: text('en', 'maintenance_title') })).toHaveCount(0);
  await expectAccessible(page, 'maintenance preview (en)');
  await page.screenshot({ path: 'test-results/storefront-details-preview-en.png' });

  await page.setViewportSize(SIZES.ar);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(
    page.getByRole('status').filter({ hasText: text('ar', 'maintenance_preview') }),
  ).toBeVisible();
  await expectAccessible(page, 'maintenance preview (ar)');
  await page.screenshot({ path: 'test-results/storefront-details-preview-ar.png' });

  // A shopper's browser: no back-office session.
  const shopper = await freshContext(browser);
  try {
    const shop = await shopper.newPage();
    await forceMaintenance(shop);
    await shop.goto('/en', { waitUntil: 'domcontentloaded' });
    await expect(
      shop.getByRole('heading', { name: text('en', 'maintenance_title') }),
    ).toBeVisible();
    await expect(shop.getByText(text('en', 'maintenance_preview'))).toHaveCount(0);
    await expect(shop.getByRole('banner')).toHaveCount(0);
  } finally {
    await shopper.close();
  }
});
