// Enquiry journeys on the real server, Arabic and English: /contact sends a
// real message and shows the team and the map; /representative and /order open the wa.me chat with
// every typed value (the chat itself is stubbed: no test reaches the internet).
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { SHOP_DETAILS } from '../server/db/seed/demoContent';
import { gotoInteractive } from './support/hydration';
import { expectAccessible, LANGS, AXE_MATRIX, inLanguage, type Lang } from './support/matrix';
import { ar, en } from './support/texts';

const LOCALES: Record<Lang, Record<string, string>> = { ar, en };

/** The storefront's own text for `key` in `lang` ({{var}} filled). */
function text(lang: Lang, key: string, vars: Record<string, string | number> = {}): string {
  const template = LOCALES[lang][key];
  if (template === undefined) throw new Error(`no ${lang} text for ${key}`);
  return template.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(vars[name]));
}

/** The demo shop's chat number (its details as seeded; GET /api/v1/shop-details). */
const CHAT_PREFIX = `https://wa.me/${SHOP_DETAILS.chatNumber}?text=`;

/** The map's frame and the chat stay on this machine: each answers a small stub page. */
async function stubOutside(context: BrowserContext): Promise<string[]> {
  const chats: string[] = [];
  await context.route('https://www.google.com/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>map</title><body>map</body></html>',
    }),
  );
  await context.route('https://wa.me/**', (route) => {
    chats.push(route.request().url());
    return route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>chat</title><body>chat</body></html>',
    });
  });
  return chats;
}

/** The team cards of the demo shop have loaded. */
async function teamLoaded(page: Page, lang: Lang) {
  const team = page.getByRole('region', { name: text(lang, 'team_title') });
  await expect(team.getByRole('listitem')).toHaveCount(7);
  return team;
}

async function mapReady(page: Page, lang: Lang) {
  const frame = page.getByTitle(text(lang, 'contact_map_frame'));
  await expect(frame).toHaveAttribute('loading', 'lazy');
  await expect(page.locator('[aria-busy]').filter({ has: frame })).toHaveAttribute(
    'aria-busy',
    'false',
  );
}

for (const lang of LANGS) {
  test(`/contact (${lang}): team cards call, the map flag clears, a message is sent`, async ({
    page,
    context,
  }) => {
    await stubOutside(context);
    const at = await inLanguage(page, lang);
    await gotoInteractive(page, at('/contact'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'contact_title'));

    const team = await teamLoaded(page, lang);
    const calls = team.getByRole('link', {
      name: new RegExp(text(lang, 'team_call', { name: '' }).trim()),
    });
    await expect(calls).toHaveCount(7);
    await expect(calls.first()).toHaveAttribute('href', /^tel:\d{10,11}$/);
    const hours = lang === 'ar' ? SHOP_DETAILS.workingHoursAr : SHOP_DETAILS.workingHoursEn;
    await expect(
      page.getByRole('region', { name: text(lang, 'contact_service_title') }).getByText(hours),
    ).toBeVisible();
    await mapReady(page, lang);

    const form = page.getByRole('form', { name: text(lang, 'contact_form_title') });
    const submit = form.getByRole('button', { name: text(lang, 'contact_submit') });
    const phone = form.getByRole('textbox', { name: text(lang, 'contact_phone_label') });
    await expect(submit).toBeDisabled();
    await form
      .getByRole('textbox', { name: text(lang, 'contact_full_name_label') })
      .fill('منى علي');
    await form
      .getByRole('textbox', { name: text(lang, 'contact_email_label') })
      .fill('mona@example.com');
    await phone.fill('12345');
    await form
      .getByRole('textbox', { name: text(lang, 'contact_text_label') })
      .fill(`e2e ${lang}: 200 glass cups, please.`);
    await phone.blur();
    await expect(form.getByText(text(lang, 'contact_phone_invalid'))).toBeVisible();
    await expect(submit).toBeDisabled();

    await phone.fill('٠١٠١٢٣٤٥٦٧٨');
    await expect(phone).toHaveValue('01012345678');
    await expect(submit).toBeEnabled();
    await submit.click();
    // The toast and the form's own status line.
    await expect(page.getByText(text(lang, 'message_sent_success'))).toHaveCount(2);
    await expect(phone).toHaveValue('');
    await expect(submit).toBeDisabled();
  });
}

for (const { lang, name, width, height } of AXE_MATRIX) {
  test(`/contact is accessible (${lang}, ${name})`, async ({ page, context }) => {
    await stubOutside(context);
    await page.setViewportSize({ width, height });
    const at = await inLanguage(page, lang);
    await gotoInteractive(page, at('/contact'));
    await teamLoaded(page, lang);
    await mapReady(page, lang);
    await expectAccessible(page, `/contact ${lang} ${name}`);
  });
}

/** Clicks submit and answers the decoded text of the chat page it opened. */
async function openedChatText(page: Page, context: BrowserContext, chats: string[], lang: Lang) {
  const submit = page.getByRole('button', { name: text(lang, 'enquiry_submit') });
  const [chat] = await Promise.all([context.waitForEvent('page'), submit.click()]);
  await expect(submit).toBeEnabled(); // ready to send again
  await expect.poll(() => chats.length).toBe(1);
  const url = chats[0]!;
  expect(url.startsWith(CHAT_PREFIX)).toBe(true);
  await chat.waitForURL(/^https:\/\/wa\.me\//);
  expect(chat.url()).toBe(url);
  await chat.close();
  return decodeURIComponent(url.slice(CHAT_PREFIX.length));
}

for (const lang of LANGS) {
  test(`/representative (${lang}): refuses empty fields, then opens the chat with every value`, async ({
    page,
    context,
  }) => {
    const chats = await stubOutside(context);
    const at = await inLanguage(page, lang);
    await page.goto(at('/representative'));
    const form = page.getByRole('form', { name: text(lang, 'representative_title') });
    await form.getByRole('button', { name: text(lang, 'enquiry_submit') }).click();
    await expect(form.getByText(text(lang, 'field_required'))).toHaveCount(3);
    await expect(
      form.getByRole('textbox', { name: text(lang, 'representative_name_label') }),
    ).toBeFocused();
    expect(chats).toEqual([]);

    const values = {
      name: lang === 'ar' ? 'عمر حسن & أولاده' : 'Omar Hassan & Sons',
      phone: '01012345678',
      products: ['أكواب #12 + 10%', 'vases? 50 🏺'],
    };
    await form
      .getByRole('textbox', { name: text(lang, 'representative_name_label') })
      .fill(values.name);
    await form
      .getByRole('textbox', { name: text(lang, 'representative_phone_label') })
      .fill(values.phone);
    await form
      .getByRole('textbox', { name: text(lang, 'representative_products_label') })
      .fill(values.products.join('\n'));
    const message = await openedChatText(page, context, chats, lang);
    expect(message.split('\n')[0]).toBe(text(lang, 'representative_message_heading'));
    expect(message).toContain(`${text(lang, 'representative_name_label')}: ${values.name}`);
    expect(message).toContain(`${text(lang, 'representative_phone_label')}: ${values.phone}`);
    for (const line of values.products) expect(message).toContain(line);
    if (lang === 'en') await expectAccessible(page, `/representative ${lang}`);
  });

  test(`/order (${lang}): opens the chat with every value, products one per line`, async ({
    page,
    context,
  }) => {
    const chats = await stubOutside(context);
    await page.setViewportSize(
      lang === 'ar' ? { width: 375, height: 812 } : { width: 1440, height: 900 },
    );
    const at = await inLanguage(page, lang);
    await page.goto(at('/order'));
    const form = page.getByRole('form', { name: text(lang, 'bulk_order_title') });
    const values = {
      fullName: lang === 'ar' ? 'منى علي' : 'Mona Ali',
      phoneNumber: '01012345678',
      companyName: 'Nile Hotels & Co.',
      products: ['200 cups', 'كوب 😀 × 20', 'vase=5&size=L?#top'],
    };
    await form
      .getByRole('textbox', { name: text(lang, 'bulk_order_full_name_label') })
      .fill(values.fullName);
    await form
      .getByRole('textbox', { name: text(lang, 'bulk_order_phone_label') })
      .fill(values.phoneNumber);
    await form
      .getByRole('textbox', { name: text(lang, 'bulk_order_company_label') })
      .fill(values.companyName);
    await form
      .getByRole('textbox', { name: text(lang, 'bulk_order_products_label') })
      .fill(values.products.join('\n'));
    const message = await openedChatText(page, context, chats, lang);
    expect(message.split('\n')).toEqual([
      text(lang, 'bulk_order_message_heading'),
      `${text(lang, 'bulk_order_full_name_label')}: ${values.fullName}`,
      `${text(lang, 'bulk_order_phone_label')}: ${values.phoneNumber}`,
      `${text(lang, 'bulk_order_company_label')}: ${values.companyName}`,
      `${text(lang, 'bulk_order_products_label')}:`,
      ...values.products,
    ]);
    await expect(page.getByRole('status').getByRole('link')).toHaveAttribute('href', chats[0]!);
    await expectAccessible(page, `/order ${lang}`);
  });
}
