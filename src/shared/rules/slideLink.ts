// Where a header picture (a slide of the home carousel) leads when tapped: a page of the shop
// written from its root (/offers, /en/offers, /vases?sort=new#top) or an https address. The back
// office and the API judge a link with slideLinkIssue (the same message key on both sides); the
// storefront only asks FOLLOWABLE_LINK, so even a value the server never judged cannot become a
// javascript: or protocol-relative link there. Pure (no React, no DOM, no Node).

/** Longest link accepted (a real one is far shorter). */
export const SLIDE_LINK_MAX = 500;

/**
 * A link the storefront may follow: a path with one leading slash (`//host` and `/\host` lead
 * off the shop; a path's first character is then `/`) or an https address.
 */
export const FOLLOWABLE_LINK = /^(?:\/(?![/\\])|https:\/\/)/i;

/** Addresses of the site that are not pages of the shop: the API, the back office, files. */
const NOT_A_PAGE = /^\/(?:en\/)?(?:api|admin|media|assets)(?:[/?#]|$)/i;
/** Spaces, control characters and backslashes: never in a link the owner means. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const STRAY = /[\s\u0000-\u001f\u007f\\]/;

/** Every pattern above, for the linear-time check of the rule tables' patterns. */
export const SLIDE_LINK_PATTERNS = {
  followableLink: FOLLOWABLE_LINK,
  notAPage: NOT_A_PAGE,
  strayCharacter: STRAY,
};

export interface SlideLinkIssue {
  key: 'field_too_long' | 'admin_header_link_invalid';
  vars?: { max: number };
}

const INVALID: SlideLinkIssue = { key: 'admin_header_link_invalid' };

/** Why `link` (trimmed, not empty) cannot be a slide's link; null when it can. */
export function slideLinkIssue(link: string): SlideLinkIssue | null {
  if (link.length > SLIDE_LINK_MAX) {
    return { key: 'field_too_long', vars: { max: SLIDE_LINK_MAX } };
  }
  if (!FOLLOWABLE_LINK.test(link) || STRAY.test(link)) return INVALID;
  if (link.startsWith('/')) return NOT_A_PAGE.test(link) ? INVALID : null;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return INVALID;
  }
  // A user name before the host (https://shop.example@elsewhere) hides where the link goes.
  return url.protocol === 'https:' && url.hostname && !url.username && !url.password
    ? null
    : INVALID;
}
