// The phone splash of home: the shop's name on its colour for about 2.5 s, once per browser
// session. It comes with the page or not at all: the server writes it into home's HTML, outside
// the app's root, animated by CSS alone, so it plays from the first paint and never covers a page
// the shopper has already seen (the app never renders it, not even on a later visit to home).
// A session that has seen a page gets no splash: the server leaves it out when the request
// carries the session cookie SPLASH_SEEN_COOKIE, and /paint-first.js hides it at once when session
// storage `hasVisited` is set (then sets both).
import type { KeyValueStorage } from '../../../../shared/lib/storage';
import { BREAKPOINTS, STORAGE_KEYS } from '../../../../shared/rules/constants';
import type { AppTheme } from '../../../../styles/theme';

/** A session cookie (no expiry): the browser session has seen a page of the shop. */
export const SPLASH_SEEN_COOKIE = 'zj_seen';

/** Fades in after 0.1 s, fades out at 2.5 s, gone 0.5 s later. */
export const SPLASH_TIMING = { fadeInAt: 100, fadeOutAt: 2500, hiddenAfter: 500 } as const;

const TOTAL = SPLASH_TIMING.fadeOutAt + SPLASH_TIMING.hiddenAfter;
const FADE = 500;
const at = (ms: number) => `${((ms / TOTAL) * 100).toFixed(2)}%`;

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * This browser session has seen a page: no splash on a later home page. (/paint-first.js does the
 * same on server-rendered pages; this covers a first page the browser renders itself.)
 */
export function markSessionSeen(doc: Document, storage: KeyValueStorage | null): void {
  try {
    storage?.setItem(STORAGE_KEYS.hasVisited, 'true');
  } catch {
    // Storage blocked: the cookie still tells the server.
  }
  doc.cookie = `${SPLASH_SEEN_COOKIE}=1; path=/; SameSite=Lax`;
}

export interface SplashMarkup {
  /** The element, put before the app's root. */
  html: string;
  /** Its styles, put in <head>. */
  css: string;
}

export function splashMarkup(
  texts: { brand: string; tagline: string },
  theme: AppTheme,
): SplashMarkup {
  const html =
    `<div class="zj-splash" aria-hidden="true" data-testid="splash">` +
    `<p class="zj-splash-logo">${escapeText(texts.brand)}</p>` +
    `<p class="zj-splash-tagline">${escapeText(texts.tagline)}</p></div>`;
  const shown = 'opacity:1;visibility:visible';
  const css =
    `.zj-splash{display:none}` +
    `@media (max-width:${BREAKPOINTS.mobile}px){html:not([data-visited]) .zj-splash{` +
    `display:flex;position:fixed;inset:0;z-index:${theme.zIndex.toast};flex-direction:column;` +
    `align-items:center;justify-content:center;gap:${theme.space(2)};` +
    `background:${theme.color.primary};color:${theme.color.onPrimary};` +
    `opacity:0;visibility:hidden;animation:zj-splash ${TOTAL}ms linear forwards}}` +
    `.zj-splash-logo{margin:0;font-size:3rem;font-weight:${theme.font.weight.bold};` +
    `letter-spacing:0.04em}` +
    `.zj-splash-tagline{margin:0;font-size:${theme.font.size.lg}}` +
    `@keyframes zj-splash{` +
    `0%,${at(SPLASH_TIMING.fadeInAt)}{opacity:0;visibility:visible}` +
    `${at(SPLASH_TIMING.fadeInAt + FADE)},${at(SPLASH_TIMING.fadeOutAt)}{${shown}}` +
    `99.9%{opacity:0;visibility:visible}100%{opacity:0;visibility:hidden}}`;
  return { html, css };
}
