// The /profile side-menu tabs; the tab lives in the URL (`?tab=`) so back/forward and reload
// keep it. React-free: the route data module and the screens both read it.
import { paths } from '../../shared/lib/paths';

export const ACCOUNT_TABS = ['favorites', 'orders', 'addresses', 'profile'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

/** What the account layout shows: one of the tabs, or /change-password inside the same frame. */
export type AccountSection = AccountTab | 'password';

/** The menu lists favorites first; /profile without a tab opens it. */
export const DEFAULT_ACCOUNT_TAB: AccountTab = 'favorites';

export const TAB_QUERY = 'tab';

export function parseAccountTab(value: string | null): AccountTab {
  return ACCOUNT_TABS.find((tab) => tab === value) ?? DEFAULT_ACCOUNT_TAB;
}

export function accountTabPath(tab: AccountTab): string {
  return `${paths.profile()}?${TAB_QUERY}=${tab}`;
}

/** Translation key of each section's name (menu item, breadcrumb and heading). */
export const SECTION_LABEL_KEYS: Record<AccountSection, string> = {
  favorites: 'account_tab_favorites',
  orders: 'account_tab_orders',
  addresses: 'account_tab_addresses',
  profile: 'account_tab_profile',
  password: 'change_password_title',
};

/** 1 s initially for favorites, 0.5 s on a tab change. */
export const TAB_LOADING_MS = { initialFavourites: 1000, change: 500 } as const;

/** After a password change the redirect waits 2 s. */
export const PASSWORD_CHANGED_REDIRECT_MS = 2000;

/** The id of the section's h1 (AccountLayout), which names the section's form. */
export const SECTION_TITLE_ID = 'account-section-title';
