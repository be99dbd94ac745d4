// Before the whole app runs, a page's links are the browser's: a click on a link to another page
// of the shop, in the same language, is handed to `go` instead (the app takes the page over and
// renders that page in the browser). Everything else stays a plain navigation: another language
// (the page is rendered again in it), the back office, files, another site, a new tab or window,
// a link to a place on this page.
import { createPath, type Navigator, type To } from 'react-router';
import { languageOfPath } from '../shared/lib/language';
import type { Language } from '../shared/rules/constants';

/** A navigation's options: history replaced or added to, and the state it carries. */
export interface GoOptions {
  replace?: boolean;
  state?: unknown;
}
export type Go = (to: string, options?: GoOptions) => void;

/** Paths that are not pages of the storefront. */
const NOT_A_PAGE = /^\/(?:en\/)?(?:admin|api|media)(?:\/|$)|\.[a-z0-9]+$/i;

/** The same-origin path a click on this link should open in the app, or null. */
export function appPathOf(anchor: HTMLAnchorElement, language: Language): string | null {
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin || NOT_A_PAGE.test(url.pathname)) return null;
  if (languageOfPath(url.pathname) !== language) return null;
  const here = window.location;
  if (url.hash && url.pathname === here.pathname && url.search === here.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Hands clicks on the shop's links to `go` while `active()` says so. */
export function interceptLinks(language: Language, go: Go, active: () => boolean): void {
  document.addEventListener('click', (event) => {
    if (!active() || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(anchor instanceof HTMLAnchorElement)) return;
    const to = appPathOf(anchor, language);
    if (to === null) return;
    event.preventDefault();
    go(to);
  });
}

const pathOf = (to: To): string => (typeof to === 'string' ? to : createPath(to));

/**
 * The islands' router navigator: links are written as the app writes them, and a navigation
 * (a Link, navigate(), <Navigate>) hands the page to the app.
 */
export function islandNavigator(go: Go): Navigator {
  return {
    createHref: pathOf,
    // The state travels on: a screen may hand the next one what to do (the sign-in page, what
    // the visitor wanted to add).
    push: (to, state) => go(pathOf(to), { state }),
    replace: (to, state) => go(pathOf(to), { replace: true, state }),
    go: (delta) => window.history.go(delta),
  };
}
