import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { screenRoutes } from '../../src/app/router';
import { accountPages } from '../../src/features/account/pages';
import { authPages } from '../../src/features/auth/pages';
import { cartPages } from '../../src/features/cart/pages';
import { orderPages } from '../../src/features/orders/pages';
import ar from '../../src/i18n/account/ar.json';
import en from '../../src/i18n/account/en.json';
import shopAr from '../../src/i18n/locales/ar.json';

// The account pages' texts (sign-in, account, cart, checkout, orders) are left out of the
// translations chunk every page loads and come with those pages' screens. A key there that a
// first view reads would show as its bare name on that page: each may be used only by the code
// of those pages, and each of those pages must bring the texts.

const SRC = path.resolve(__dirname, '../../src');
/** The code that runs only on the account pages (their route declarations, pages.ts, are in the first view). */
const ACCOUNT_AREA =
  /^(features\/(auth|account|cart|orders)|entities\/(order|address))\/(?!pages\.tsx?$)/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => file.split(path.sep).join('/'));
}

describe('the account pages’ texts', () => {
  it('hold the same keys in both languages, none of them also a shop text', () => {
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(ar).filter((key) => key in shopAr)).toEqual([]);
  });

  it('are read only by the code of the account pages', () => {
    const readers = new Map<string, string[]>(Object.keys(ar).map((key) => [key, []]));
    for (const file of sourceFiles(SRC)) {
      const text = readFileSync(path.join(SRC, file), 'utf8');
      for (const [key, files] of readers) {
        if (new RegExp(`['"\`]${key}['"\`]`).test(text)) files.push(file);
      }
    }
    const outside = [...readers].flatMap(([key, files]) =>
      files.filter((file) => !ACCOUNT_AREA.test(file)).map((file) => `${key} in ${file}`),
    );
    expect(outside).toEqual([]);
  });

  it('come with every account page and with no other', async () => {
    const accountIds = new Set(
      [...authPages, ...accountPages, ...cartPages, ...orderPages].map(({ id }) => id),
    );
    expect(accountIds.size).toBeGreaterThan(5);
    for (const route of screenRoutes) {
      if (typeof route.lazy !== 'function') throw new Error(`${route.id}: no lazy screen`);
      const { Component } = await route.lazy();
      expect([route.id, Component?.name === 'WithAccountTexts']).toEqual([
        route.id,
        accountIds.has(route.id),
      ]);
    }
  });
});
