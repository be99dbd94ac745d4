// Time to first working tap, the half of bench:lighthouse that Lighthouse does not measure: a
// server-rendered page paints long before its app runs, and until then its buttons do nothing.
// A phone with Lighthouse's mobile profile (applied through the DevTools protocol) opens the page
// and, from its first paint on, taps a control that needs the app every ~100 ms until the app
// answers. Prints figures only; nothing here passes or fails on a time.
import { chromium, type Browser } from 'playwright-core';
import { chromiumLaunchOptions } from '../e2e/support/chromium';
import { PHONE_CONTEXT, throttleLikeAPhone } from '../e2e/support/phone';

export { MOBILE } from '../e2e/support/phone';
import ar from '../src/i18n/locales/ar.json';
import en from '../src/i18n/locales/en.json';
import type { Language } from '../src/shared/rules/constants';
import type { Page } from './storefront';
import { sleep } from './support';

export const TAP_EVERY_MS = 100;
const PAINT_TIMEOUT_MS = 60_000;
const ANSWER_TIMEOUT_MS = 30_000;

export interface TapTarget {
  label: string;
  path: string;
  /** The accessible name of the button tapped, in the page's language. */
  button: string;
  /** What the app does in answer, as printed. */
  effect: string;
}

/**
 * Add to cart, on home (the first card of the latest products) and on a product page: a visitor
 * gets a toast and the login page. It is a plain button until the app runs, so a tap on it does
 * nothing before. (The language switch is a link: it works from the first paint.)
 */
export function tapTargets(pages: Page[], lang: Language = 'ar'): TapTarget[] {
  const button = { ar, en }[lang].add_to_cart;
  return pages
    .filter((page) => page.label === 'home' || page.label === 'product')
    .map((page) => ({ ...page, button, effect: 'add to cart → toast or /login' }));
}

export interface TapFigures {
  /** First contentful paint, ms after the navigation started. */
  paint: number;
  /** First paint → the first tap made once the app had taken the page over (hydrateRoot). */
  tap: number;
  /** First paint → the app's answer on the screen (the new language, a toast, a new page). */
  answer: number;
  /** Taps sent until the answer showed. */
  taps: number;
}

/**
 * Runs in the page before its own scripts and reports, through the `__benchReport` binding: the
 * first contentful paint, every tap (and whether the app had taken the page over by then: React
 * marks the container it hydrated), and the first change the app makes in answer: another
 * <html lang>, another path, or a new toast or dialog.
 */
function watchPage(): void {
  type Report = (kind: string, epoch: number, detail: number | boolean) => void;
  const report: Report = (kind, epoch, detail) =>
    void (window as unknown as { __benchReport?: Report }).__benchReport?.(kind, epoch, detail);
  const epochOf = (time: number) => performance.timeOrigin + time;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-contentful-paint') {
        report('paint', epochOf(entry.startTime), entry.startTime);
      }
    }
  }).observe({ type: 'paint', buffered: true });
  // Capture phase: seen before any handler of the page could stop the event.
  window.addEventListener(
    'click',
    (event) => {
      const root = document.getElementById('root');
      const taken = !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
      report('tap', epochOf(event.timeStamp), taken);
    },
    true,
  );
  const answers = '.Toastify__toast, [role="dialog"], [role="alertdialog"]';
  const state = () =>
    `${document.documentElement.lang} ${location.pathname} ${document.querySelectorAll(answers).length}`;
  document.addEventListener('DOMContentLoaded', () => {
    const before = state();
    const observer = new MutationObserver(() => {
      if (state() === before) return;
      observer.disconnect();
      report('answer', Date.now(), true);
    });
    observer.observe(document.documentElement, {
      attributes: true,
      childList: true,
      subtree: true,
    });
  });
}

export function launchPhone(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions);
}

async function until(done: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const started = Date.now();
  while (!done()) {
    if (Date.now() - started > timeoutMs) throw new Error(`no ${what} within ${timeoutMs} ms`);
    await sleep(20);
  }
}

/** One fresh visit (empty cache, no stored language) of `target` on the throttled phone. */
export async function measureTap(
  browser: Browser,
  baseUrl: string,
  target: TapTarget,
): Promise<TapFigures> {
  const context = await browser.newContext(PHONE_CONTEXT);
  try {
    const page = await context.newPage();
    const seen: { paint?: number; paintAt?: number; answer?: number; tap?: number } = {};
    await page.exposeBinding(
      '__benchReport',
      ({ frame }, kind: string, epoch: number, detail: number | boolean) => {
        if (frame !== page.mainFrame()) return;
        if (kind === 'paint' && seen.paint === undefined) {
          seen.paint = epoch;
          seen.paintAt = Number(detail);
        } else if (kind === 'tap' && detail === true) {
          // Reports can arrive out of order (each is a round trip): the earliest tap counts.
          seen.tap = Math.min(seen.tap ?? epoch, epoch);
        } else if (kind === 'answer' && seen.answer === undefined) seen.answer = epoch;
      },
    );
    // tsx compiles with esbuild's keepNames: a named function's source calls a `__name` helper
    // that exists in Node only, so the page gets one of its own around the watcher.
    await page.addInitScript({
      content: `(() => { const __name = (fn) => fn; (${watchPage.toString()})(); })();`,
    });
    await throttleLikeAPhone(page);

    let loadError: unknown;
    void page
      .goto(`${baseUrl}${target.path}`, { waitUntil: 'commit', timeout: PAINT_TIMEOUT_MS })
      .catch((error: unknown) => (loadError = error));
    await until(
      () => seen.paint !== undefined || loadError !== undefined,
      PAINT_TIMEOUT_MS,
      'first paint',
    );
    if (seen.paint === undefined) throw loadError;

    // The control where the shopper sees it: scrolled to the middle of the screen if it is below
    // the fold, clear of the fixed bars (at the bottom edge, the phone's tab bar covers it).
    const control = page.getByRole('button', { name: target.button, exact: true }).first();
    const point = await control.evaluate((element) => {
      element.scrollIntoView({ block: 'center' });
      const box = element.getBoundingClientRect();
      return box.width && box.height
        ? { x: box.x + box.width / 2, y: box.y + box.height / 2 }
        : null;
    });
    if (!point) throw new Error(`the "${target.button}" button is not shown`);
    let taps = 0;
    while (seen.answer === undefined) {
      if (Date.now() - seen.paint > ANSWER_TIMEOUT_MS) {
        throw new Error(`no answer to ${taps} taps within ${ANSWER_TIMEOUT_MS} ms of first paint`);
      }
      const next = Date.now() + TAP_EVERY_MS;
      taps += 1;
      // A tap while the page is busy waits for it, as on a phone; one during a reload is lost.
      await page.touchscreen.tap(point.x, point.y).catch(() => undefined);
      await sleep(Math.max(0, next - Date.now()));
    }
    const answer = seen.answer - seen.paint;
    return {
      paint: seen.paintAt ?? Number.NaN,
      // A tap made before hydrateRoot and kept for it is not seen as such: the answer bounds it.
      tap: Math.min(seen.tap === undefined ? answer : seen.tap - seen.paint, answer),
      answer,
      taps,
    };
  } finally {
    await context.close();
  }
}
