// The one way server HTML (the about and policy pages) reaches the page, in the browser
// and in a server render alike: first the allowlist rewrite (htmlAllowlist.ts: no DOM needed, so
// a render in Node writes the same markup; links to the shop's pages in the page's language), then,
// where there is a DOM, DOMPurify with the HTML profile (no script, style, iframe, form or
// event-handler attribute, no javascript: or data: URL in links) plus this shop's rules: no inline
// style, links that open a new tab never get `window.opener`, pictures load lazily. The allowlist
// keeps nothing DOMPurify would change, so both give the same markup and a server-rendered page
// hydrates without a difference.
import DOMPurify from 'dompurify';
import type { Language } from '../rules/constants';
import { allowlistHtml } from './htmlAllowlist';

let hooksAdded = false;

function addHooks() {
  if (hooksAdded) return;
  hooksAdded = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    if (node.tagName === 'IMG') {
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
    }
  });
}

/**
 * Safe HTML for `dangerouslySetInnerHTML` on a page in `language`. Where there is no DOM (a render
 * in Node) the allowlist's answer alone: DOMPurify itself would hand back the input unchanged there.
 */
export function sanitizeHtml(html: string, language: Language): string {
  const allowed = allowlistHtml(html, language);
  if (!DOMPurify.isSupported || typeof window === 'undefined') return allowed;
  addHooks();
  return DOMPurify.sanitize(allowed, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option'],
    FORBID_ATTR: ['style', 'srcset', 'action', 'formaction'],
    ADD_ATTR: ['target'],
    ALLOW_DATA_ATTR: false,
  });
}
