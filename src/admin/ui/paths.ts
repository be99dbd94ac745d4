// Back-office addresses (Arabic under /admin, English under /en/admin). The router runs under the language's base
// (/admin or /en/admin), so in-app links are relative to it; the language switch goes to the
// other base with a full page load (the path decides the language).
import type { Language } from '../../shared/rules/constants';

export const adminBase = (language: Language) => (language === 'en' ? '/en/admin' : '/admin');

/** The page's language: English under /en/admin, Arabic everywhere else. */
export function adminLanguageOf(pathname: string): Language {
  return pathname === '/en/admin' || pathname.startsWith('/en/admin/') ? 'en' : 'ar';
}

/** The same page in the other language: /admin/orders ⇄ /en/admin/orders. */
export function otherLanguageHref(pathname: string, search = ''): string {
  const english = adminLanguageOf(pathname) === 'en';
  const rest = english ? pathname.slice('/en/admin'.length) : pathname.replace(/^\/admin/, '');
  return `${english ? '/admin' : '/en/admin'}${rest}${search}`;
}

export const adminPaths = {
  dashboard: '/',
  orders: '/orders',
  products: '/products',
  categories: '/categories',
  transfer: '/import-export',
  settings: '/settings',
  pictures: '/pictures',
  pages: '/pages',
  staff: '/staff',
  audit: '/audit',
} as const;

export type AdminPage = keyof typeof adminPaths;

export interface NavEntry {
  page: AdminPage;
  labelKey: string;
  ownerOnly: boolean;
}

/**
 * The side navigation, in order. Staff keep the catalogue (with its import and export) and the
 * orders; the storefront's settings, pictures and pages, the staff list and the audit log are the
 * owner's.
 */
export const NAV: readonly NavEntry[] = [
  { page: 'dashboard', labelKey: 'admin_nav_dashboard', ownerOnly: false },
  { page: 'orders', labelKey: 'admin_nav_orders', ownerOnly: false },
  { page: 'products', labelKey: 'admin_nav_products', ownerOnly: false },
  { page: 'categories', labelKey: 'admin_nav_categories', ownerOnly: false },
  { page: 'transfer', labelKey: 'admin_nav_transfer', ownerOnly: false },
  { page: 'settings', labelKey: 'admin_nav_settings', ownerOnly: true },
  { page: 'pictures', labelKey: 'admin_nav_pictures', ownerOnly: true },
  { page: 'pages', labelKey: 'admin_nav_pages', ownerOnly: true },
  { page: 'staff', labelKey: 'admin_nav_staff', ownerOnly: true },
  { page: 'audit', labelKey: 'admin_nav_audit', ownerOnly: true },
];
