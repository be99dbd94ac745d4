// The language × width matrix of the journeys (brief: run it where the layout differs, not for
// every assertion) and the accessibility check each route's journey ends with.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export type Lang = 'ar' | 'en';

export const LANGS: readonly Lang[] = ['ar', 'en'];
export const WIDTHS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

export const MATRIX = LANGS.flatMap((lang) => WIDTHS.map((size) => ({ lang, ...size })));

/** Opens the site in `lang` (session storage `language`, CONTRACT) before the first script runs. */
export async function useLanguage(page: Page, lang: Lang): Promise<void> {
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('language')) sessionStorage.setItem('language', value);
    // The phone splash shows once per browser session; journeys other than the splash's skip it.
    if (!sessionStorage.getItem('hasVisited')) sessionStorage.setItem('hasVisited', 'true');
  }, lang);
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
