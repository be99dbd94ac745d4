// The shop's pages the owner edits, each with its back-office address and its storefront page:
// the page texts (about, the four policies) and the lists (questions, team, catalogs, videos).
import { paths } from '../../../shared/lib/paths';
import type { PolicyPageSlug } from '../../../shared/wire/content';
import { adminPaths } from '../../ui/paths';

export interface PageEntry {
  key: string;
  /** The page's name (admin i18n key). */
  titleKey: string;
  /** Relative to the back office's base. */
  adminPath: string;
  /** The storefront page that shows it (Arabic address; localizedPath gives the English one). */
  shopPath: string;
}

export interface PolicyEntry extends PageEntry {
  slug: PolicyPageSlug;
}

const policy = (slug: PolicyPageSlug, titleKey: string, shopPath: string): PolicyEntry => ({
  key: slug,
  slug,
  titleKey,
  adminPath: `${adminPaths.pages}/policies/${slug}`,
  shopPath,
});

/** The four policy pages, in the storefront footer's order. */
export const POLICY_PAGES: readonly PolicyEntry[] = [
  policy('shipping-policy', 'admin_pages_shipping_policy', paths.shippingPolicy()),
  policy('terms-conditions', 'admin_pages_terms_conditions', paths.termsConditions()),
  policy('exchanges-and-returns', 'admin_pages_exchanges_returns', paths.exchangesAndReturns()),
  policy('privacy-policy', 'admin_pages_privacy_policy', paths.privacyPolicy()),
];

export const policyEntry = (slug: string | undefined): PolicyEntry | undefined =>
  POLICY_PAGES.find((entry) => entry.slug === slug);

export const ABOUT_PAGE: PageEntry = {
  key: 'about',
  titleKey: 'admin_pages_about',
  adminPath: `${adminPaths.pages}/about`,
  shopPath: paths.about(),
};

/** Pages written as text with the rich-text editor. */
export const TEXT_PAGES: readonly PageEntry[] = [ABOUT_PAGE, ...POLICY_PAGES];

/** Pages made of lists of entries (each its own screen). */
export const LIST_PAGES: readonly PageEntry[] = [
  {
    key: 'faq',
    titleKey: 'admin_pages_faq',
    adminPath: `${adminPaths.pages}/faq`,
    shopPath: paths.commonQuestions(),
  },
  {
    key: 'team',
    titleKey: 'admin_pages_team',
    adminPath: `${adminPaths.pages}/team`,
    // The team is shown on the contact page.
    shopPath: paths.contact(),
  },
  {
    key: 'catalogs',
    titleKey: 'admin_pages_catalogs',
    adminPath: `${adminPaths.pages}/catalogs`,
    shopPath: paths.catalog(),
  },
  {
    key: 'videos',
    titleKey: 'admin_pages_videos',
    adminPath: `${adminPaths.pages}/videos`,
    shopPath: paths.videos(),
  },
];
