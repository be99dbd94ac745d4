// The shop's own details in the server's first paint: the footer's contact block, the floating chat
// button and a product's "Get the price" link (with its absolute product address) arrive in the
// HTML and in the state the client hydrates with, from GET /api/v1/shop-details; an edit of the
// row shows on the next page once the read cache is told. In maintenance the server renders the
// maintenance screen (it reads no browser storage: the staff preview is the browser's own).
// The storefront's render module is loaded from source, as in ssrPages.test.ts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import * as storefrontRender from '../../src/app/serverRender';
import { parseServerState, SERVER_STATE_ID } from '../../src/app/serverState';
import { dataWritten } from '../../server/cache/versions';
import { categories, products, settings, shopDetails } from '../../server/db/schema';
import { seedIfEmpty } from '../../server/db/seed';
import { setupTestApp, testConfig } from '../support/testServer';

const ORIGIN = 'http://localhost:3000';
const CHAT_BUTTON = 'aria-label="تواصل معنا عبر واتساب (يفتح في علامة تبويب جديدة)"';

let distDir: string;

/** A build folder holding only the page template, as the build writes its root element. */
function templateOnlyDist(): string {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zujaj-ssr-dist-'));
  const template = fs
    .readFileSync(path.join(__dirname, '../../public/index.html'), 'utf8')
    .replace('<div id="root"></div>', '<div id=root></div>');
  fs.writeFileSync(path.join(distDir, 'index.html'), template);
  return distDir;
}

const ctx = setupTestApp({
  reset: false,
  prepare: seedIfEmpty,
  appOptions: () => ({
    config: testConfig({ distDir: templateOnlyDist() }),
    serverRender: storefrontRender,
  }),
});
afterAll(() => fs.rmSync(distDir, { recursive: true, force: true }));

const page = async (url: string) => (await ctx.app.inject({ method: 'GET', url })).body;

/** The element of `html` whose attributes contain `marker`, with its attributes. */
const tagWith = (html: string, marker: string) =>
  new RegExp(`<a [^>]*${marker.replace(/[()+?.]/g, '\\$&')}[^>]*>`).exec(html)?.[0] ?? null;

describe("the shop's details in the server-rendered page", () => {
  it('writes the footer contact block and the chat button with the stored values', async () => {
    const html = await page('/');
    expect(html).toContain('href="tel:0225761986"');
    expect(html).toContain('href="mailto:info@zujaj.glass"');
    expect(html).toContain('+20 100 198 6198');
    expect(html).toContain('من السبت إلى الخميس، من 8:00 صباحًا إلى 5:00 مساءً، والجمعة إجازة');
    expect(tagWith(html, CHAT_BUTTON)).toContain('href="https://wa.me/201001986198"');

    const state = parseServerState(
      new RegExp(`<script type="application/json" id="${SERVER_STATE_ID}">([\\s\\S]*?)</script>`)
        .exec(html)?.[1]
        ?.replace(/\\u003c/g, '<'),
    );
    const entry = Object.values(state?.api.queries ?? {}).find(
      (query) => query?.endpointName === 'getShopDetails',
    );
    expect(entry?.status).toBe('fulfilled');
    expect(entry?.data).toMatchObject({ chat_number: '201001986198' });
  });

  it("writes a price-less product's Get-the-price link with its absolute address", async () => {
    const [row] = await ctx.db
      .select({ slug: products.slug, categorySlug: categories.slug, name: products.nameEn })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(and(isNull(products.priceAfterDiscount), eq(products.status, 'active')))
      .limit(1);
    const productPath = `/en/${row!.categorySlug}/${row!.slug}`;
    const html = await page(productPath);
    const link = /<a [^>]*href="(https:\/\/wa\.me\/201001986198\?text=[^"]+)"/.exec(html)?.[1];
    expect(link).toBeDefined();
    const text = decodeURIComponent(link!.replace(/&amp;/g, '&').split('?text=')[1]!);
    expect(text).toContain(`${ORIGIN}${productPath}`);
  });

  it('follows an edit of the row on the next page, leaving out what was emptied', async () => {
    try {
      await ctx.db
        .update(shopDetails)
        .set({ chatNumber: '201112223334', email: '' })
        .where(eq(shopDetails.id, 1));
      dataWritten(ctx.db);
      let html = await page('/en');
      expect(tagWith(html, 'aria-label="Chat with us on WhatsApp')).toContain(
        'href="https://wa.me/201112223334"',
      );
      expect(html).not.toContain('mailto:');

      await ctx.db.update(shopDetails).set({ chatNumber: '' }).where(eq(shopDetails.id, 1));
      dataWritten(ctx.db);
      html = await page('/en');
      expect(html).not.toContain('Chat with us on WhatsApp');
      expect(html).not.toContain('wa.me/201112223334');
    } finally {
      await ctx.db
        .update(shopDetails)
        .set({ chatNumber: '201001986198', email: 'info@zujaj.glass' })
        .where(eq(shopDetails.id, 1));
      dataWritten(ctx.db);
    }
  });

  it('renders the maintenance screen, never the staff preview, while maintenance is on', async () => {
    try {
      await ctx.db.update(settings).set({ isMaintenanceActive: true }).where(eq(settings.id, 1));
      dataWritten(ctx.db);
      const html = await page('/en');
      expect(html).toContain('Service Under Maintenance');
      expect(html).not.toContain('shoppers see the maintenance screen');
      expect(html).not.toContain('<footer');
    } finally {
      await ctx.db.update(settings).set({ isMaintenanceActive: false }).where(eq(settings.id, 1));
      dataWritten(ctx.db);
    }
  });
});
