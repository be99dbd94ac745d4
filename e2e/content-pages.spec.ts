// The policy pages and /common-questions on the real server and its demo
// content (server/db/seed/demoContent.ts): the server's titles and HTML in both languages, a
// stubbed policy answer full of script that must not run, the failure text with a retry, and the
// FAQ accordion (one question open at a time, keyboard) with axe at both widths. The pages arrive
// rendered by the server (its API calls never reach the browser): the journeys that stub an answer
// load the plain shell instead, so the app asks from the browser, and the others act once the app
// has taken over.
import { expect, test, type Page } from '@playwright/test';
import { COMMON_QUESTIONS, POLICIES } from '../server/db/seed/demoContent';
import { clientRendered } from './support/api';
import { collectProblems, gotoInteractive, queuedWorkDone } from './support/hydration';
import {
  expectAccessible,
  inLanguage,
  LANGS,
  AXE_MATRIX,
  pathIn,
  type Lang,
} from './support/matrix';
import { ar, en } from './support/texts';

const LOCALES: Record<Lang, Record<string, string>> = { ar, en };

function text(lang: Lang, key: string): string {
  const value = LOCALES[lang][key];
  if (value === undefined) throw new Error(`no ${lang} text for ${key}`);
  return value;
}

type PolicySlug = (typeof POLICIES)[number]['slug'];

/** The seeded title and the text of the first paragraph of a policy page in `lang`. */
function policy(slug: PolicySlug, lang: Lang) {
  const seed = POLICIES.find((page) => page.slug === slug);
  if (!seed) throw new Error(`no seeded page ${slug}`);
  const html = lang === 'ar' ? seed.content : seed.contentEn;
  const paragraph = /<p>(.*?)<\/p>/.exec(html)?.[1];
  if (!paragraph) throw new Error(`no paragraph in ${slug}`);
  return { title: lang === 'ar' ? seed.title : seed.titleEn, paragraph };
}

async function expectPolicy(page: Page, slug: PolicySlug, lang: Lang) {
  const { title, paragraph } = policy(slug, lang);
  await gotoInteractive(page, pathIn(lang, `/${slug}`));
  const main = page.getByRole('main');
  await expect(main.getByText(paragraph, { exact: true })).toBeVisible();
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page).toHaveTitle(new RegExp(title));
}

for (const { lang, name, width, height } of AXE_MATRIX) {
  test(`privacy policy: the server's title and content, ${lang} ${name}`, async ({ page }) => {
    await inLanguage(page, lang);
    await page.setViewportSize({ width, height });
    // The page arrives rendered and the app takes it over without a complaint.
    const problems = collectProblems(page);
    await expectPolicy(page, 'privacy-policy', lang);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expectAccessible(page, `/privacy-policy ${lang} ${width}`);
    expect(problems).toEqual([]);
  });
}

for (const lang of LANGS) {
  test(`the other policy pages show their server title and content (${lang})`, async ({ page }) => {
    const other: Lang = lang === 'ar' ? 'en' : 'ar';
    await inLanguage(page, lang);
    await expectPolicy(page, 'shipping-policy', lang);
    await expectPolicy(page, 'exchanges-and-returns', lang);
    // The switch leads to the same page in the other language; the last page is read there.
    await page
      .getByRole('link', { name: text(lang, 'language_switch_label'), exact: true })
      .click();
    await expect(page).toHaveURL(pathIn(other, '/exchanges-and-returns'));
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
      policy('exchanges-and-returns', other).title,
    );
    await expectPolicy(page, 'terms-conditions', other);
  });

  test(`a policy answer full of script payloads runs none of them (${lang})`, async ({ page }) => {
    const at = await inLanguage(page, lang);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await clientRendered(page);
    await page.route('**/api/v1/privacy-policy**', (route) =>
      route.fulfill({
        json: {
          success: true,
          status_code: 200,
          data: {
            title: 'Privacy Policy',
            content: [
              '<p>Safe paragraph.</p>',
              '<script>alert("script")</script>',
              '<img src="x" onerror="alert(\'img\')" alt="">',
              '<svg><script>alert("svg")</script></svg>',
              '<svg onload="alert(\'svg onload\')"></svg>',
              '<iframe src="javascript:alert(\'iframe\')"></iframe>',
              '<a href="javascript:alert(\'link\')">Click me</a>',
              '<details open ontoggle="alert(\'details\')"><summary>More</summary></details>',
              '<p style="background:url(javascript:alert(1))" onmouseover="alert(\'hover\')">Hover</p>',
            ].join(''),
          },
        },
      }),
    );
    await page.goto(at('/privacy-policy'));
    const main = page.getByRole('main');
    await expect(main.getByText('Safe paragraph.')).toBeVisible();
    await main.getByText('Hover').hover();
    await main.getByText('Click me').click();

    const article = main.locator('article');
    await expect(article.locator('script, iframe, [style]')).toHaveCount(0);
    const handlers = await article.evaluate((root) =>
      [...root.querySelectorAll('*')].flatMap((element) =>
        element.getAttributeNames().filter((attribute) => attribute.startsWith('on')),
      ),
    );
    expect(handlers).toEqual([]);
    await expect(main.getByText('Click me')).not.toHaveAttribute('href', /javascript:/i);
    await queuedWorkDone(page);
    expect(dialogs).toEqual([]);
  });

  test(`a failed policy load shows the failure text, and retry loads the page (${lang})`, async ({
    page,
  }) => {
    const at = await inLanguage(page, lang);
    let fail = true;
    await clientRendered(page);
    await page.route('**/api/v1/shipping-policy**', (route) =>
      fail ? route.fulfill({ status: 500, json: { message: 'boom' } }) : route.fallback(),
    );
    await page.goto(at('/shipping-policy'));
    const alert = page.getByRole('alert').filter({ hasText: text(lang, 'policy_load_failed') });
    await expect(alert).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text(lang, 'shipping_policy_title'),
    );

    fail = false;
    await alert.getByRole('button', { name: text(lang, 'retry') }).click();
    await expect(page.getByText(policy('shipping-policy', lang).paragraph)).toBeVisible();
    await expect(alert).toHaveCount(0);
  });
}

/** The header button of a seeded question (its text in `lang`). */
function question(page: Page, index: number, lang: Lang) {
  const seed = COMMON_QUESTIONS[index];
  if (!seed) throw new Error(`no seeded question ${index}`);
  const name = lang === 'ar' ? seed.title : seed.titleEn;
  const answer = lang === 'ar' ? seed.description : seed.descriptionEn;
  return {
    header: page.getByRole('main').getByRole('button', { name, exact: true }),
    region: page.getByRole('region', { name, exact: true }),
    answer,
  };
}

for (const { lang, name, width, height } of AXE_MATRIX) {
  test(`common questions: one open at a time, ${lang} ${name}`, async ({ page }) => {
    const at = await inLanguage(page, lang);
    await page.setViewportSize({ width, height });
    const problems = collectProblems(page);
    await gotoInteractive(page, at('/common-questions'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text(lang, 'common_questions_title'),
    );
    const first = question(page, 0, lang);
    const second = question(page, 1, lang);
    await expect(first.header).toHaveAttribute('aria-expanded', 'false');
    await expect(first.region).toHaveCount(0);

    await first.header.click();
    await expect(first.header).toHaveAttribute('aria-expanded', 'true');
    await expect(first.region).toHaveText(first.answer);

    await second.header.click();
    await expect(second.region).toHaveText(second.answer);
    await expect(first.header).toHaveAttribute('aria-expanded', 'false');
    await expect(first.region).toBeHidden();

    await expectAccessible(page, `/common-questions ${lang} ${width}`);
    expect(problems).toEqual([]);
  });
}

for (const lang of LANGS) {
  test(`common questions from the keyboard (${lang})`, async ({ page }) => {
    const at = await inLanguage(page, lang);
    await gotoInteractive(page, at('/common-questions'));
    const first = question(page, 0, lang);
    const second = question(page, 1, lang);
    const last = question(page, COMMON_QUESTIONS.length - 1, lang);

    await first.header.focus();
    await page.keyboard.press('Enter');
    await expect(first.region).toHaveText(first.answer);
    // Tab leaves the header for the next focusable thing: the next header (the answer is text).
    await page.keyboard.press('Tab');
    await expect(second.header).toBeFocused();
    await page.keyboard.press('Space');
    await expect(second.region).toBeVisible();
    await expect(first.header).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Space');
    await expect(second.header).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('ArrowUp');
    await expect(first.header).toBeFocused();
    await page.keyboard.press('End');
    await expect(last.header).toBeFocused();
    await page.keyboard.press('Home');
    await expect(first.header).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(second.header).toBeFocused();
  });
}
