// The language × width matrix of the journeys (run where the layout differs, not for every
// assertion) and the accessibility check each route's journey ends with.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { localizedPath } from '../../src/shared/lib/language';

export type Lang = 'ar' | 'en';

export const LANGS: readonly Lang[] = ['ar', 'en'];
export const WIDTHS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

export const MATRIX = LANGS.flatMap((lang) => WIDTHS.map((size) => ({ lang, ...size })));

/**
 * Where a screen's accessibility check runs: each language once and each width once (Arabic on
 * a phone, English on a desktop). What axe judges (names, roles, contrast, landmarks) follows
 * from which elements a width shows and from the language's texts; the mirrored copy of the
 * same layout in the other direction adds nothing it can see.
 */
export const AXE_MATRIX = MATRIX.filter(({ lang, name }) => (lang === 'ar') === (name === 'phone'));

/** A storefront path in `lang`: English pages are the same paths under /en (home is /en). */
export function pathIn(lang: Lang, path: string): string {
  return localizedPath(path, lang);
}

/**
 * A journey in `lang`: the address decides a page's language, so the journey opens every page
 * through the returned `at(path)`. The phone splash shows once per browser session; journeys
 * other than the splash's skip it.
 */
export async function inLanguage(page: Page, lang: Lang): Promise<(path: string) => string> {
  // Init scripts run in every frame: an embedded page without storage (the contact map, a
  // sandboxed frame) must not fail on it.
  await page.addInitScript(() => {
    if (window !== window.top) return;
    if (!sessionStorage.getItem('hasVisited')) sessionStorage.setItem('hasVisited', 'true');
  });
  return (path) => pathIn(lang, path);
}

/** No serious or critical axe-core violation on the page as it is now. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const bad = violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map(
      ({ id, help, nodes }) =>
        `${id}: ${help} (${nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );
  expect(bad, `axe on ${label}`).toEqual([]);
}
