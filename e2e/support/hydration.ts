import { expect, type Locator, type Page } from '@playwright/test';

// Server-rendered pages (home, listings, product, the content pages, contact) look ready before
// their scripts have attached: a click or a key press then reaches plain HTML and is lost. The
// storefront marks `<html data-hydrated="true">` after React's first commit
// (src/app/bootstrap.tsx); journeys that act on a page wait for it.

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

/**
 * The page's console errors and warnings (React reports a hydration that went wrong there) and
 * its uncaught errors, collected from now on. A resource that failed to load is not one.
 */
export function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('Failed to load resource')) return;
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/**
 * Until no CSS transition or animation runs inside `locator`: a slide, a zoom or a fade has
 * ended, so what is measured now is where things rest and a gesture is no longer ignored.
 */
export async function animationsDone(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.evaluate((root) => root.getAnimations({ subtree: true }).length))
    .toBe(0);
}

/**
 * Until the page has run what input queued so far (a task after the next frame): what a click
 * or a hover could have set off has had its turn.
 */
export async function queuedWorkDone(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 0))),
  );
}
