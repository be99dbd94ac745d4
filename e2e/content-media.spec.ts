// /catalog, /videos and /about on the real server and its demo content:
// the gallery from covers and factory pictures, video facades and pages, and a stubbed about-us
// answer full of script payloads that must not run. Axe on the three pages in ar/en × 375/1440.
// The pages arrive rendered by the server; the stubbed journey loads the plain shell instead, so
// the app asks the API from the browser, where the stub applies.
import { expect, test, type Page } from '@playwright/test';
import { clientRendered } from './support/api';
import { collectProblems, gotoInteractive, queuedWorkDone } from './support/hydration';
import { expectAccessible, AXE_MATRIX, inLanguage, type Lang } from './support/matrix';
import { ar, en } from './support/texts';

const LOCALES: Record<Lang, Record<string, string>> = { ar, en };

/** The storefront's own text for `key` in `lang` ({{var}} filled), so one journey runs in both. */
function text(lang: Lang, key: string, vars: Record<string, string | number> = {}): string {
  const template = LOCALES[lang][key];
  if (template === undefined) throw new Error(`no ${lang} text for ${key}`);
  return template.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(vars[name]));
}

interface VideoRecord {
  title: string;
  link: string;
}

/** A page of the demo's videos as the API answers it in `lang`. */
async function videoPage(page: Page, number: number, lang: Lang) {
  const answer = await page.request.get(`/api/v1/videos?page=${number}&lang=${lang}`);
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as { data: VideoRecord[]; last_page: number };
}

const gallery = (page: Page, lang: Lang) =>
  page.getByRole('dialog', { name: text(lang, 'gallery_label') });

test.describe('axe on /catalog, /videos, /about', () => {
  for (const { lang, name, width, height } of AXE_MATRIX) {
    test(`${lang}, ${name}`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      const at = await inLanguage(page, lang);
      const main = page.getByRole('main');
      // Each page arrives rendered and the app takes it over without a complaint.
      const problems = collectProblems(page);

      await gotoInteractive(page, at('/catalog'));
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(
        text(lang, 'catalogs_title'),
      );
      await expect(main.getByRole('listitem').first().getByRole('button')).toBeVisible();
      await expectAccessible(page, `/catalog ${lang} ${name}`);

      await gotoInteractive(page, at('/videos'));
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'videos_title'));
      await expect(
        main.getByRole('navigation', { name: text(lang, 'pagination_label') }),
      ).toBeVisible();
      await expectAccessible(page, `/videos ${lang} ${name}`);

      await gotoInteractive(page, at('/about'));
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'about_title'));
      await expect(
        main.getByRole('region', { name: text(lang, 'about_factory_title') }),
      ).toBeVisible();
      await expectAccessible(page, `/about ${lang} ${name}`);
      expect(problems).toEqual([]);
    });
  }
});

test('/catalog: a cover opens the gallery there, titled, and Escape closes it (ar, phone)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const at = await inLanguage(page, 'ar');
  const answer = await page.request.get('/api/v1/catalogs?lang=ar');
  const { data } = (await answer.json()) as { data: { title: string }[] };
  expect(data.length).toBeGreaterThan(1);

  await gotoInteractive(page, at('/catalog'));
  const covers = page.getByRole('main').getByRole('listitem').getByRole('button');
  await expect(covers).toHaveCount(data.length);
  const second = page.getByRole('button', { name: data[1]!.title, exact: true });
  await second.click();

  const dialog = gallery(page, 'ar');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.yarl__counter')).toHaveText(`2 / ${data.length}`);
  await expect(dialog.locator('.yarl__slide_current')).toContainText(data[1]!.title);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('/videos: facades until play, one player after, grey boxes, pages by next and numbers (en, desktop)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const at = await inLanguage(page, 'en');
  const first = await videoPage(page, 1, 'en');
  const second = await videoPage(page, 2, 'en');
  expect(first.last_page).toBe(4);
  const playable = first.data.find((video) => !video.link.includes('@'))!;
  const channel = first.data.find((video) => video.link.includes('@'));
  expect(channel, 'the demo has a channel link on page 1').toBeTruthy();

  await gotoInteractive(page, at('/videos'));
  const main = page.getByRole('main');
  const play = page.getByRole('button', {
    name: text('en', 'videos_play', { title: playable.title }),
  });
  await expect(play).toBeVisible();
  // The grid's items (the pages are list items too): one card, one h2 per video.
  const cards = main.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(cards).toHaveCount(first.data.length);
  await expect(main.locator('iframe')).toHaveCount(0);

  // The link with no video id: its title in a grey box, no play button, no player.
  const box = cards.filter({
    has: page.getByRole('heading', { name: channel!.title, exact: true }),
  });
  await expect(box.getByText(text('en', 'videos_unavailable'))).toBeVisible();
  await expect(box.getByRole('button')).toHaveCount(0);
  await expect(box.locator('iframe')).toHaveCount(0);

  await play.click();
  const frame = main.locator('iframe');
  await expect(frame).toHaveCount(1);
  await expect(frame).toHaveAttribute(
    'src',
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1/,
  );
  await expect(frame).toHaveAttribute('title', playable.title);

  // Pages: previous disabled on page 1; next goes to ?page=2 at the top of the page.
  const pages = main.getByRole('navigation', { name: text('en', 'pagination_label') });
  await expect(
    pages.getByRole('link', { name: text('en', 'pagination_previous') }),
  ).toHaveAttribute('aria-disabled', 'true');
  await pages.scrollIntoViewIfNeeded();
  await pages.getByRole('link', { name: text('en', 'pagination_next') }).click();
  await expect(page).toHaveURL(/\/videos\?page=2$/);
  await expect(
    main.getByRole('heading', { name: second.data[0]!.title, exact: true }),
  ).toBeVisible();
  await expect(main.locator('iframe')).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await pages.getByRole('link', { name: text('en', 'pagination_page', { page: 4 }) }).click();
  await expect(page).toHaveURL(/\/videos\?page=4$/);
  const fourth = await videoPage(page, 4, 'en');
  await expect(cards).toHaveCount(fourth.data.length);
  await expect(pages.getByRole('link', { name: text('en', 'pagination_next') })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await pages.getByRole('link', { name: text('en', 'pagination_page', { page: 1 }) }).click();
  await expect(page).toHaveURL(/\/videos$/);
  await expect(play).toBeVisible();
});

test('/about: the text and the 34 factory pictures; one opens the gallery (ar, desktop)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const at = await inLanguage(page, 'ar');
  await gotoInteractive(page, at('/about'));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2 }).first()).toContainText('1986');
  const pictures = main.getByRole('region', { name: text('ar', 'about_factory_title') });
  await expect(pictures.getByRole('button')).toHaveCount(34);

  const fifth = pictures.getByRole('button', {
    name: text('ar', 'about_open_image', { number: 5, total: 34 }),
  });
  await fifth.scrollIntoViewIfNeeded();
  const box = await fifth.boundingBox();
  expect(box!.height).toBeLessThanOrEqual(360);
  await fifth.click();
  const dialog = gallery(page, 'ar');
  await expect(dialog.locator('.yarl__counter')).toHaveText('5 / 34');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

/** Script payloads in server HTML; each would set window.xssRan and open an alert if it ran. */
const PAYLOADS = [
  '<p id="safe">Safe paragraph</p>',
  '<script>window.xssRan = 1; alert(1)</script>',
  '<img src="x" onerror="window.xssRan = 2; alert(2)" alt="">',
  '<svg onload="window.xssRan = 3; alert(3)"><circle r="1"></circle></svg>',
  '<svg><script>window.xssRan = 4; alert(4)</script></svg>',
  '<a id="js-link" href="javascript:window.xssRan = 5; alert(5)">javascript link</a>',
  '<a id="js-link-2" href=" JaVaScRiPt:window.xssRan = 6; alert(6)">mixed-case link</a>',
  '<iframe srcdoc="<script>parent.xssRan = 7; parent.alert(7)</script>"></iframe>',
  '<iframe src="javascript:parent.xssRan = 8; parent.alert(8)"></iframe>',
  '<details open ontoggle="window.xssRan = 9; alert(9)"><summary>details</summary></details>',
  '<object data="javascript:window.xssRan = 10; alert(10)"></object>',
  '<embed src="javascript:window.xssRan = 11; alert(11)">',
  '<form><button formaction="javascript:window.xssRan = 12; alert(12)">send</button></form>',
  '<div style="background:url(javascript:alert(16))" onmouseover="window.xssRan = 16">hover</div>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.xssRan = 15; alert(15)">',
  '<body onload="window.xssRan = 17; alert(17)">',
  '<video><source onerror="window.xssRan = 18; alert(18)"></video>',
  // Parser-confusion (mXSS) payloads last: what they leave may swallow what follows them.
  '<math><mtext><table><mglyph><style><img src=x onerror="window.xssRan = 13; alert(13)">',
  '<noscript><p title="</noscript><img src=x onerror=\'window.xssRan = 14; alert(14)\'>"></noscript>',
].join('\n');

test('/about: a stubbed answer full of script payloads runs none of them (en, phone)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const at = await inLanguage(page, 'en');
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await clientRendered(page);
  await page.route('**/api/v1/about-us**', (route) =>
    route.fulfill({
      json: {
        success: true,
        status_code: 200,
        data: { content: PAYLOADS, content_en: PAYLOADS, about_us_images: [] },
      },
    }),
  );

  await gotoInteractive(page, at('/about'));
  const main = page.getByRole('main');
  await expect(main.getByText('Safe paragraph')).toBeVisible();
  // Give a payload the chance to run: the links are clicked, the hover target hovered.
  // (The sanitiser drops their href, so they are no longer links: found by their text.)
  for (const label of ['javascript link', 'mixed-case link', 'send']) {
    const target = main.getByText(label, { exact: true });
    if ((await target.count()) > 0) await target.click({ force: true });
  }
  await main.getByText('hover', { exact: true }).hover();
  await queuedWorkDone(page);

  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => (window as { xssRan?: number }).xssRan)).toBeUndefined();
  await expect(page).toHaveURL(/\/about$/);

  const found = await main.evaluate((root) => {
    const elements = Array.from(root.querySelectorAll('*'));
    return {
      dangerous: elements
        .filter((element) =>
          ['script', 'iframe', 'object', 'embed', 'form', 'meta', 'base', 'style'].includes(
            element.localName,
          ),
        )
        .map((element) => element.localName),
      handlers: elements.flatMap((element) =>
        Array.from(element.attributes)
          .filter((attribute) => /^on/i.test(attribute.name))
          .map((attribute) => `${element.localName}[${attribute.name}]`),
      ),
      scriptUrls: elements.flatMap((element) =>
        Array.from(element.attributes)
          .filter((attribute) => /javascript:/i.test(attribute.value))
          .map((attribute) => `${element.localName}[${attribute.name}]`),
      ),
    };
  });
  expect(found).toEqual({ dangerous: [], handlers: [], scriptUrls: [] });
});
