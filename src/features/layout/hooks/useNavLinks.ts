import { siteApi } from '../../../api/siteApi';
import { paths } from '../../../shared/lib/paths';

export interface NavLink {
  to: string;
  labelKey: string;
}

/**
 * The header's desktop nav. The latest-products link only while is_latest_product_active is set;
 * the settings answer is already loaded by the maintenance gate.
 */
export function useNavLinks(): NavLink[] {
  // Read, not subscribed: the maintenance gate owns the settings load.
  const { data: settings } = siteApi.endpoints.getSettings.useQueryState();
  return [
    { to: paths.home(), labelKey: 'nav_home' },
    ...(settings?.isLatestProductActive
      ? [{ to: paths.latestProducts(), labelKey: 'latest_products' }]
      : []),
    { to: paths.bestSellers(), labelKey: 'best_sellers' },
    { to: paths.offers(), labelKey: 'nav_offers' },
    { to: paths.catalog(), labelKey: 'nav_catalog' },
    { to: paths.videos(), labelKey: 'nav_videos' },
    { to: paths.about(), labelKey: 'nav_about' },
    { to: paths.contact(), labelKey: 'nav_contact' },
  ];
}
