// The shop's content pages (about, the four policies, common questions, videos, catalogues,
// contact) arrive rendered from the server in both languages (plugins/static.ts, server/ssr, the
// routes' `status` in src/features/content/contentRoutes.ts and enquiries/enquiryRoutes.ts): their
// h1, text and links, with the head every rendered page gets. Server HTML goes through the same
// sanitising as in the browser, its root links in the page's language. A page whose API answer
// failed is the plain page (200), and a videos page past the last one moves (302) to the last.
// The storefront's render module is loaded from source, as in ssrPages.test.ts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import * as storefrontRender from '../../src/app/serverRender';
import { parseServerState, SERVER_STATE_ID } from '../../src/app/serverState';
import ar from '../../src/i18n/locales/ar.json';
import en from '../../src/i18n/locales/en.json';
import { localizedPath } from '../../src/shared/lib/language';
import type { Language } from '../../src/shared/rules/constants';
import {
  ABOUT_US,
  CATALOGS,
  COMMON_QUESTIONS,
  POLICIES,
  SHOP_DETAILS,
  TEAM_MEMBERS,
} from '../../server/db/seed/demoContent';
import { seedIfEmpty } from '../../server/db/seed';
import type { VideosAnswer } from '../../src/shared/wire/content';
import { buildTestApp, testConfig } from '../support/testServer';
import { createTestDb, type TestDb } from '../support/testDb';

const ORIGIN = 'http://localhost:3000';
const SHELL_MARK = '<div id=root></div>';
const TEXTS: Record<Language, Record<string, string>> = { ar, en };

let testDb: TestDb;
let distDir: string;
let app: FastifyInstance;
/** API paths (under /api/v1) answering 503 while listed: an API failure. */
const failing = new Set<string>();
/** While set, /api/v1/about-us answers this content (both languages). */
let aboutContent: string | null = null;

const get = (url: string) => app.inject({ method: 'GET', url });

/**
 * Runs `check` with the API answering otherwise (`change`), the read cache emptied before and after:
 * an answer kept from before would hide the change, and a stubbed one must not outlive it.
 */
async function withApi(change: () => void, undo: () => void, check: () => Promise<void>) {
  change();
  app.readCache.clear();
  try {
    await check();
  } finally {
    undo();
    app.readCache.clear();
  }
}

/** Text as React writes it into markup. */
const escaped = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

/** The text of the page's one h1. */
function h1Of(html: string): string | undefined {
  const found = [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)];
  expect(found).toHaveLength(1);
  return found[0]?.[1]?.replace(/<[^>]*>/g, '');
}

/** The markup of the page's <main>. */
function mainOf(html: string): string {
  const found = /<main[^>]*>([\s\S]*)<\/main>/.exec(html);
  expect(found).not.toBeNull();
  return found![1]!;
}

/** The first paragraph of server HTML, as text. */
const firstParagraph = (html: string) => /<p>(.*?)<\/p>/.exec(html)![1]!;

beforeAll(async () => {
  testDb = await createTestDb();
  await seedIfEmpty(testDb.db);
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zujaj-ssr-content-'));
  fs.writeFileSync(
    path.join(distDir, 'index.html'),
    fs
      .readFileSync(path.join(__dirname, '../../public/index.html'), 'utf8')
      .replace('<div id="root"></div>', SHELL_MARK),
  );
  app = buildTestApp(testDb.db, {
    config: testConfig({ distDir }),
    serverRender: storefrontRender,
  });
  app.addHook('onRequest', async (request, reply) => {
    const apiPath = request.url.split('?')[0]!.replace(/^\/api\/v1/, '');
    if (request.url.startsWith('/api/v1/') && failing.has(apiPath)) {
      await reply.code(503).send({ message: 'unavailable' });
    } else if (aboutContent !== null && apiPath === '/about-us') {
      await reply.send({
        success: true,
        status_code: 200,
        data: { content: aboutContent, content_en: aboutContent, about_us_images: [] },
      });
    }
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await testDb?.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

interface ContentPage {
  path: string;
  /** The API path its data comes from. */
  api: string;
  h1: (language: Language) => string;
  /** Texts the rendered page shows. */
  texts: (language: Language) => Promise<string[]> | string[];
}

const policy = (slug: string) => POLICIES.find((page) => page.slug === slug)!;
const inLanguage = (language: Language, arabic: string, english: string) =>
  language === 'ar' ? arabic : english;

const PAGES: ContentPage[] = [
  {
    path: '/about',
    api: '/about-us',
    h1: (language) => TEXTS[language].about_title!,
    texts: (language) => [
      firstParagraph(inLanguage(language, ABOUT_US.content, ABOUT_US.contentEn)),
      TEXTS[language].about_factory_title!,
    ],
  },
  ...(
    ['shipping-policy', 'terms-conditions', 'exchanges-and-returns', 'privacy-policy'] as const
  ).map((slug) => ({
    path: `/${slug}`,
    api: `/${slug}`,
    h1: (language: Language) => inLanguage(language, policy(slug).title, policy(slug).titleEn),
    texts: (language: Language) => [
      firstParagraph(inLanguage(language, policy(slug).content, policy(slug).contentEn)),
    ],
  })),
  {
    path: '/common-questions',
    api: '/common-questions',
    h1: (language) => TEXTS[language].common_questions_title!,
    texts: (language) => [
      inLanguage(language, COMMON_QUESTIONS[0]!.title, COMMON_QUESTIONS[0]!.titleEn),
      // The answers are in the page, their panels closed.
      inLanguage(language, COMMON_QUESTIONS[0]!.description, COMMON_QUESTIONS[0]!.descriptionEn),
    ],
  },
  {
    path: '/videos',
    api: '/videos',
    h1: (language) => TEXTS[language].videos_title!,
    texts: async (language) => {
      const answer = (await get(`/api/v1/videos?page=1&lang=${language}`)).json<VideosAnswer>();
      return answer.data.map((video) => video.title);
    },
  },
  {
    path: '/catalog',
    api: '/catalogs',
    h1: (language) => TEXTS[language].catalogs_title!,
    texts: (language) => CATALOGS.map((c) => inLanguage(language, c.title, c.titleEn)),
  },
  {
    path: '/contact',
    api: '/team-members',
    h1: (language) => TEXTS[language].contact_title!,
    texts: (language) => [
      inLanguage(language, TEAM_MEMBERS[0]!.name, TEAM_MEMBERS[0]!.nameEn),
      // The shop's details (GET /shop-details), preloaded with every page.
      inLanguage(language, SHOP_DETAILS.workingHoursAr, SHOP_DETAILS.workingHoursEn),
      TEXTS[language].contact_form_title!,
    ],
  },
];

describe.each(['ar', 'en'] as const)('in %s', (language) => {
  const at = (pagePath: string) => `${ORIGIN}${localizedPath(pagePath, language)}`;

  it.each(PAGES.map((page) => [page.path, page] as const))(
    '%s arrives rendered: its h1, text, head and state',
    async (pagePath, page) => {
      const answer = await get(localizedPath(pagePath, language));
      expect(answer.statusCode).toBe(200);
      const html = answer.body;
      expect(html).not.toContain(SHELL_MARK);
      expect(html).toContain(`<html lang="${language}"`);
      expect(h1Of(html)).toBe(escaped(page.h1(language)));
      const main = mainOf(html);
      for (const text of await page.texts(language)) expect(main).toContain(escaped(text));
      // Nothing of the other language's content.
      expect(main).not.toContain(page.h1(language === 'ar' ? 'en' : 'ar'));

      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toContain(
        `<title>${escaped(page.h1(language))} | ${TEXTS[language].brand_name}</title>`,
      );
      expect(
        [...head.matchAll(/<link rel="canonical" href="([^"]+)">/g)].map(([, h]) => h),
      ).toEqual([at(pagePath)]);
      expect(
        Object.fromEntries(
          [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(
            ([, hreflang, href]) => [hreflang, href],
          ),
        ),
      ).toEqual({
        ar: `${ORIGIN}${pagePath}`,
        en: `${ORIGIN}${localizedPath(pagePath, 'en')}`,
        'x-default': `${ORIGIN}${pagePath}`,
      });
      expect(head).not.toContain('name="robots"');

      const state = new RegExp(
        `<script type="application/json" id="${SERVER_STATE_ID}">([\\s\\S]*?)</script>`,
      ).exec(html);
      expect(parseServerState(state?.[1])?.language).toBe(language);
      // No executable inline script (the CSP has script-src 'self').
      expect(
        html.match(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/(?:ld\+)?json")/g),
      ).toBeNull();
    },
  );

  it.each(PAGES.map((page) => [page.path, page.api] as const))(
    '%s is the plain page (200) when its API answer fails',
    async (pagePath, api) => {
      await withApi(
        () => failing.add(api),
        () => failing.delete(api),
        async () => {
          const answer = await get(localizedPath(pagePath, language));
          expect(answer.statusCode).toBe(200);
          expect(answer.body).toContain(SHELL_MARK);
          expect(answer.body).toContain(`<html lang="${language}"`);
          expect(answer.body).not.toContain(SERVER_STATE_ID);
        },
      );
    },
  );

  it("links the server HTML's root links to the pages in this language", async () => {
    await withApi(
      () => (aboutContent = '<p>Ask us on <a href="/contact">the contact page</a>.</p>'),
      () => (aboutContent = null),
      async () => {
        const main = mainOf((await get(localizedPath('/about', language))).body);
        expect(main).toContain(
          `<a href="${localizedPath('/contact', language)}">the contact page</a>`,
        );
      },
    );
  });

  it('moves a videos page past the last one to the last (302, not cached), in this language', async () => {
    const { last_page: lastPage } = (await get('/api/v1/videos?page=1')).json<VideosAnswer>();
    expect(lastPage).toBeGreaterThan(1);
    const answer = await get(
      localizedPath(`/videos?page=${lastPage + 5}&utm_source=chat`, language),
    );
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe(localizedPath(`/videos?page=${lastPage}`, language));
    expect(answer.headers['cache-control']).toBe('no-cache');
    const last = await get(answer.headers.location as string);
    expect(last.statusCode).toBe(200);
    expect(h1Of(last.body)).toBe(TEXTS[language].videos_title);
  });
});

const HOSTILE = [
  '<p>Safe paragraph</p>',
  '<script>alert(1)</script>',
  '<img src="x" onerror="alert(2)" alt="">',
  '<svg onload="alert(3)"><script>alert(4)</script></svg>',
  '<a href=" JaVaScRiPt:alert(5)">mixed-case link</a>',
  '<a href="&#106;avascript:alert(6)">encoded link</a>',
  '<iframe srcdoc="<script>alert(7)</script>"></iframe>',
  '<details open ontoggle="alert(8)"><summary>details</summary></details>',
  '<div style="background:url(javascript:alert(9))" onmouseover="alert(10)">hover</div>',
  '<noscript><p title="</noscript><img src=x onerror=alert(11)>"></noscript>',
].join('\n');

it('renders a hostile about-us answer sanitised: nothing in it can run', async () => {
  await withApi(
    () => (aboutContent = HOSTILE),
    () => (aboutContent = null),
    async () => {
      const answer = await get('/en/about');
      expect(answer.statusCode).toBe(200);
      const main = mainOf(answer.body);
      expect(main).toContain('<p>Safe paragraph</p>');
      expect(main).toContain('<a>mixed-case link</a>');
      expect(main).toContain('<a>encoded link</a>');
      expect(main).not.toMatch(/<(script|iframe|svg|style|noscript)\b/i);
      expect(main).not.toMatch(/\son[a-z]+=/i);
      expect(main).not.toMatch(/\sstyle=/i);
      expect(main).not.toMatch(/javascript:/i);
    },
  );
});

it('writes the contact form with its submit disabled: nothing is sent before the app runs', async () => {
  const main = mainOf((await get('/contact')).body);
  const form = /<form[\s\S]*?<\/form>/.exec(main)?.[0] ?? '';
  expect(form).toMatch(/<button[^>]*type="submit"[^>]*disabled/);
});
