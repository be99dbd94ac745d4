// The public origin of the storefront (PUBLIC_URL), for the absolute links a page writes itself
// (a chat enquiry naming the product's page). A server render knows it from its configuration and
// hands it to the page with its state, so the link is the same before and after hydration; a page
// the browser renders alone uses its own origin.
import { createContext, useContext } from 'react';

const SiteOriginContext = createContext<string>('');

export const SiteOriginProvider = SiteOriginContext.Provider;

/** The origin without a trailing slash, e.g. `https://zujaj.example`. */
export function useSiteOrigin(): string {
  return useContext(SiteOriginContext).replace(/\/+$/, '');
}
