import type { Page } from '@playwright/test';

// Server-rendered pages (home, listings, product) look ready before their scripts have attached:
// a click or a key press then reaches plain HTML and is lost. The storefront marks `<html
// data-hydrated="true">` after React's first commit (src/app/bootstrap.tsx); journeys that act on
// a page wait for it.

export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/** page.goto, then wait until the page answers to input. */
export async function gotoInteractive(
  page: Page,
  url: string,
  options?: Parameters<Page['goto']>[1],
): Promise<void> {
  await page.goto(url, options);
  await waitForHydration(page);
}
