// Search and the listing filters are GET forms in the server's HTML, so a submit before the app
// runs asks the server for the right page: the header and search-page forms go to the search page
// in the page's language, a category's filters to its own path. The filters' native submission
// names the chosen category as `?category=<slug>` on the current path; the server moves it (302,
// like an unknown category) to that category's address without the form's empty text and default
// price. The storefront's render module is loaded from source, as in ssrStatus.test.ts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import * as storefrontRender from '../../src/app/serverRender';
import type { MainCategoriesAnswer } from '../../src/shared/wire/catalog';
import { seedIfEmpty } from '../../server/db/seed';
import { createCategory } from '../support/catalogFixtures';
import { buildTestApp, testConfig } from '../support/testServer';
import { createTestDb, type TestDb } from '../support/testDb';

const ARABIC_CATEGORY = 'أطباق-مزخرفة';

let testDb: TestDb;
let distDir: string;
let app: FastifyInstance;
let first: string;
let second: string;

const get = (url: string) => app.inject({ method: 'GET', url });

type Attributes = Record<string, string>;

/** Every `<tag …>` of the HTML with its attributes (entities left as they are). */
function tagsOf(html: string, tag: string): Attributes[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'g'))].map(([, attributes = '']) =>
    Object.fromEntries(
      [...attributes.matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map(([, name = '', value = '']) => [
        name,
        value,
      ]),
    ),
  );
}

/** The HTML of the form whose action is `action` (its open tag to its close), exactly one. */
function formWithAction(html: string, action: string): string {
  const forms = [...html.matchAll(/<form\b[^>]*>[\s\S]*?<\/form>/g)]
    .map(([form]) => form)
    .filter((form) => tagsOf(form, 'form')[0]?.action === action);
  expect(forms).toHaveLength(1);
  return forms[0]!;
}

beforeAll(async () => {
  testDb = await createTestDb();
  await seedIfEmpty(testDb.db);
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zujaj-ssr-forms-'));
  fs.writeFileSync(
    path.join(distDir, 'index.html'),
    fs
      .readFileSync(path.join(__dirname, '../../public/index.html'), 'utf8')
      .replace('<div id="root"></div>', '<div id=root></div>'),
  );
  await createCategory(testDb.db, {
    slug: ARABIC_CATEGORY,
    name: 'أطباق مزخرفة',
    nameEn: 'Decorated plates',
    sort: 10_000,
  });
  app = buildTestApp(testDb.db, {
    config: testConfig({ distDir }),
    serverRender: storefrontRender,
  });
  await app.ready();
  const categories = (await get('/api/v1/main-categories')).json<MainCategoriesAnswer>().data;
  first = categories[0]!.slug;
  second = categories[1]!.slug;
});

afterAll(async () => {
  await app?.close();
  await testDb?.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

describe('a category chosen in the filters submitted without the app', () => {
  it.each([
    ['ar', ''],
    ['en', '/en'],
  ])(
    'moves (302) to that category, the default price and empty text dropped (%s)',
    async (_language, prefix) => {
      const answer = await get(
        `${prefix}/${second}?product_name=&category=${first}&max_price=100000`,
      );
      expect(answer.statusCode).toBe(302);
      expect(answer.headers.location).toBe(`${prefix}/${first}`);
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.body).not.toContain('<h1');
    },
  );

  it('keeps a real price, a search text and any other parameter', async () => {
    const answer = await get(
      `/en/${first}?utm_source=chat&product_name=tea+glass&category=${second}&max_price=5000`,
    );
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe(
      `/en/${second}?utm_source=chat&product_name=tea+glass&max_price=5000`,
    );
  });

  it('moves to the clean address of the same category, and lands there', async () => {
    const answer = await get(`/${first}?product_name=+&category=${first}&max_price=100000`);
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe(`/${first}`);
    expect((await get(answer.headers.location as string)).statusCode).toBe(200);
  });

  it('reads an Arabic slug as the form sends it and encodes it in the Location', async () => {
    const chosen = new URLSearchParams({ category: ARABIC_CATEGORY, max_price: '3000' });
    const answer = await get(`/en/${first}?${chosen.toString()}`);
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe(
      `/en/${encodeURIComponent(ARABIC_CATEGORY)}?max_price=3000`,
    );
  });

  it('sends an unknown category to the first one, as an unknown slug', async () => {
    const answer = await get(`/${second}?category=no-such-category&max_price=100000`);
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe(`/${first}`);
  });
});

describe.each([
  ['ar', ''],
  ['en', '/en'],
])('the server-rendered forms (%s)', (_language, prefix) => {
  it('a category page: the header search and one filter form to its own path', async () => {
    const answer = await get(`${prefix}/${second}`);
    expect(answer.statusCode).toBe(200);
    const html = answer.body;

    const header = formWithAction(html, `${prefix}/search`);
    expect(tagsOf(header, 'form')[0]).toMatchObject({ role: 'search', method: 'get' });
    expect(tagsOf(header, 'input').map((input) => input.name)).toEqual(['product_name']);

    const filters = formWithAction(html, `${prefix}/${second}`);
    expect(tagsOf(filters, 'form')).toEqual([expect.objectContaining({ method: 'get' })]);
    const inputs = tagsOf(filters, 'input');
    expect(inputs[0]).toMatchObject({ type: 'search', name: 'product_name', value: '' });
    const radios = inputs.filter((input) => input.type === 'radio');
    expect(radios.length).toBeGreaterThan(2);
    expect(radios.every((radio) => radio.name === 'category')).toBe(true);
    expect(radios.filter((radio) => 'checked' in radio)).toEqual([
      expect.objectContaining({ value: second }),
    ]);
    expect(radios.map((radio) => radio.value)).toContain(ARABIC_CATEGORY);
    expect(inputs.at(-1)).toMatchObject({ type: 'range', name: 'max_price', value: '100000' });
    expect(tagsOf(filters, 'button')).toContainEqual(expect.objectContaining({ type: 'submit' }));
  });

  it('the search page: its form goes to the search page, the text filled in', async () => {
    const answer = await get(`${prefix}/search?product_name=vase`);
    expect(answer.statusCode).toBe(200);
    // The header's form and the page's own, both to the search page in the page's language.
    const forms = tagsOf(answer.body, 'form').filter(
      (form) => form.action === `${prefix}/search` && form.method === 'get',
    );
    expect(forms).toHaveLength(2);
    const inputs = tagsOf(answer.body, 'input').filter((input) => input.name === 'product_name');
    expect(inputs.map((input) => input.value)).toEqual(['', 'vase']);
  });
});
