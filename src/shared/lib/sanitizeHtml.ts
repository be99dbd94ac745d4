// The one way server HTML (SPEC §2 /about and the policy pages) reaches the page: DOMPurify with
// the HTML profile (no script, style, iframe, form or event-handler attribute, no javascript: or
// data: URL in links) plus this shop's rules: no inline style, links that open a new tab never get
// `window.opener`, pictures load lazily.
import DOMPurify from 'dompurify';

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
 * Safe HTML for `dangerouslySetInnerHTML`. Where there is no DOM to sanitise with (a render in
 * Node), the answer is '' — DOMPurify itself would hand back the input unchanged there.
 */
export function sanitizeHtml(html: string): string {
  if (!DOMPurify.isSupported || typeof window === 'undefined') return '';
  addHooks();
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option'],
    FORBID_ATTR: ['style', 'srcset', 'action', 'formaction'],
    ADD_ATTR: ['target'],
    ALLOW_DATA_ATTR: false,
  });
}
