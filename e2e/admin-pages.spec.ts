// The owner writes the shop's pages in the back office's rich-text editor: in Arabic on a phone a
// new sentence with a bold word on the shipping policy, which a shopper's fresh browser shows on
// /shipping-policy; in English on a desktop a new paragraph of the about page,
// then read on /en/about. The pages index and the policy editor pass axe in both directions. The
// additions go at the end and each page is put back as it was, since other journeys read them.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { AdminAboutDto, AdminPolicyDto } from '../src/shared/wire/adminPages';
import { adminHome, adminText, signInAdmin, tokenOf } from './support/admin';
import { expectAccessible, inLanguage, type Lang } from './support/matrix';
import { OWNER } from './support/owner';
import { served } from './support/served';

const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

async function ownerApi(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await tokenOf(request)}` };
  return {
    policy: async (slug: AdminPolicyDto['slug']) => {
      const answer = await request.get('/api/v1/admin/policies', { headers });
      const pages = ((await answer.json()) as { data: AdminPolicyDto[] }).data;
      return pages.find((page) => page.slug === slug)!;
    },
    about: async () =>
      (
        (await (await request.get('/api/v1/admin/about', { headers })).json()) as {
          data: AdminAboutDto;
        }
      ).data,
    putPolicy: async ({ slug, ...body }: AdminPolicyDto) => {
      const answer = await request.put(`/api/v1/admin/policies/${slug}`, { headers, data: body });
      expect(answer.status(), await answer.text()).toBe(200);
    },
    putAbout: async (body: AdminAboutDto) => {
      const answer = await request.put('/api/v1/admin/about', { headers, data: body });
      expect(answer.status(), await answer.text()).toBe(200);
    },
  };
}

/**
 * Puts the caret at the end of the editor named `label` and starts a new paragraph, keys pressed
 * as fast as a machine can: the editor must take the caret where Control+End put it even when the
 * page's 'selectionchange' comes after the Enter, as it does on a busy phone.
 */
async function newParagraphAtEnd(page: Page, label: string) {
  const text = page.getByRole('textbox', { name: label, exact: true });
  await text.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  return text;
}

async function snap(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

async function openPagesIndex(page: Page, lang: Lang, width: number) {
  const t = (key: string) => adminText(lang, key);
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`${adminHome(lang)}/pages`);
  await signInAdmin(page, lang, OWNER.phone, OWNER.password);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('admin_nav_pages'));
  await expectAccessible(page, `pages index ${lang} ${width}`);
  await snap(page, `pages-${lang}-${width}`);
}

test('ar 375 px: the owner adds a sentence with a bold word to the shipping policy; a shopper sees it', async ({
  page,
  browser,
  request,
}) => {
  const t = (key: string) => adminText('ar', key);
  const api = await ownerApi(request);
  const original = await api.policy('shipping-policy');
  const stamp = `${Date.now() % 1_000_000}`;
  try {
    await openPagesIndex(page, 'ar', 375);
    await page.getByRole('link', { name: t('admin_pages_shipping_policy'), exact: true }).click();
    const form = page.getByRole('form', { name: t('admin_pages_shipping_policy') });
    await expect(form.getByRole('textbox', { name: t('admin_pages_title_ar') })).toHaveValue(
      original.title,
    );
    const arabic = await newParagraphAtEnd(page, t('admin_pages_content_ar'));
    await expect(arabic).toHaveAttribute('dir', 'rtl');
    const toolbar = form.getByRole('toolbar', {
      name: adminText('ar', 'admin_editor_toolbar', { field: t('admin_pages_content_ar') }),
    });
    const bold = toolbar.getByRole('button', { name: t('admin_editor_bold'), exact: true });
    await page.keyboard.type(`تحديث ${stamp}: الشحن `);
    await bold.click();
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.type('عاجل');
    await bold.click();
    await page.keyboard.type(' اليوم.');
    const sentence = arabic.locator('p', { hasText: stamp });
    await expect(sentence).toHaveText(`تحديث ${stamp}: الشحن عاجل اليوم.`);
    await expect(sentence.locator('strong')).toHaveText('عاجل');
    await expect(form.getByText(t('admin_pages_unsaved'))).toBeVisible();
    await expectAccessible(page, 'policy editor ar 375');
    await snap(page, 'policy-ar-375');

    // A shopper's own browser, nothing cached, ready before the save so that the 5 s count
    // from it.
    const shopperContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const shopper = await shopperContext.newPage();
    const at = await inLanguage(shopper, 'ar');
    await form.getByRole('button', { name: t('admin_pages_save'), exact: true }).click();
    await expect(form.getByText(t('admin_pages_saved'))).toBeVisible();
    await served(shopper.request, at('/shipping-policy')).toContain(stamp);
    await shopper.goto(at('/shipping-policy'));
    const added = shopper.getByRole('main').locator('p', { hasText: stamp });
    await expect(added).toHaveText(`تحديث ${stamp}: الشحن عاجل اليوم.`);
    await expect(added.locator('strong')).toHaveText('عاجل');
    await shopperContext.close();
  } finally {
    await api.putPolicy(original);
  }
});

test('en 1440 px: the owner adds a paragraph to the English about text and reads it on /en/about', async ({
  page,
  browser,
  request,
}) => {
  const t = (key: string) => adminText('en', key);
  const api = await ownerApi(request);
  const original = await api.about();
  const sentence = `Visitors are welcome at the factory (${Date.now() % 1_000_000}).`;
  try {
    await openPagesIndex(page, 'en', 1440);
    await page.getByRole('link', { name: t('admin_pages_about'), exact: true }).click();
    const form = page.getByRole('form', { name: t('admin_pages_about') });
    const english = await newParagraphAtEnd(page, t('admin_pages_content_en'));
    await expect(english).toHaveAttribute('dir', 'ltr');
    await page.keyboard.type(sentence);
    await expect(
      form.getByRole('group', { name: t('admin_about_pictures') }).getByRole('img'),
    ).toHaveCount(original.images.length);
    await snap(page, 'about-en-1440');
    await form.getByRole('button', { name: t('admin_pages_save'), exact: true }).click();
    await expect(form.getByText(t('admin_pages_saved'))).toBeVisible();

    const shopperContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const shopper = await shopperContext.newPage();
    const at = await inLanguage(shopper, 'en');
    await served(shopper.request, at('/about')).toContain(sentence);
    await shopper.goto(at('/about'));
    await expect(shopper.getByRole('main').getByText(sentence)).toHaveCount(1);
    await shopperContext.close();

    // The policy editor in English passes axe too.
    await page.goto('/en/admin/pages/policies/shipping-policy');
    await expect(
      page.getByRole('textbox', { name: t('admin_pages_content_en'), exact: true }),
    ).toBeVisible();
    await expectAccessible(page, 'policy editor en 1440');
    await snap(page, 'policy-en-1440');
  } finally {
    await api.putAbout(original);
  }
});
