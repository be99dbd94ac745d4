// The home route's data needs as one function of dispatch, so it can run before the screen
// renders: at boot in parallel with the route chunk, and later in a server render. The query
// arguments are exactly the screen's (homeQueryArgs), so the screen finds the answers already
// cached. The language is not an argument: the API layer adds it (api/catalogApi.ts).
import { catalogApi } from '../../api/catalogApi';
import { siteApi } from '../../api/siteApi';
import { DEFAULT_SETTINGS } from '../../api/transforms/settings';
import type { ProductIdsPage } from '../../entities/product/model';
import type { DataDispatch, RouteMetaFn } from '../../shared/lib/routeData';
import { PAGE_SIZE, PRODUCT_CAP } from '../../shared/rules/constants';
import { preloadHeaderImage } from './headerImage';

const HOME_PAGE = 1;

/** Home sections ask page 1 with page size 50 (top products: limit 50). */
export const homeQueryArgs = {
  latest: () => ({ page: HOME_PAGE, perPage: PAGE_SIZE.homeSection }),
  categoryProducts: (categoryId: number) => ({
    categoryId,
    page: HOME_PAGE,
    perPage: PAGE_SIZE.homeSection,
  }),
  top: () => ({ limit: PAGE_SIZE.homeSection }),
};

const NO_IDS: readonly number[] = [];

/** Home cap: at most 50 products a section, whatever the server sent. */
export function homeSectionIds(page: ProductIdsPage | undefined): readonly number[] {
  if (!page) return NO_IDS;
  return page.ids.length > PRODUCT_CAP ? page.ids.slice(0, PRODUCT_CAP) : page.ids;
}

/** The settings load first; unless in maintenance, the three loads in parallel. */
export async function prefetchHome(dispatch: DataDispatch) {
  const options = { subscribe: false } as const;
  const { getLatestProducts, getMainCategories, getCategoryProducts, getTopProducts } =
    catalogApi.endpoints;
  // The header images hold the page's largest picture (the LCP element): asked together with the
  // settings instead of after them, so the picture can start as early as possible. One small,
  // session-cached call, wasted only while the shop is in maintenance.
  const headerImages = dispatch(siteApi.endpoints.getHeaderImages.initiate(undefined, options));
  const settingsResult = await dispatch(siteApi.endpoints.getSettings.initiate(undefined, options));
  const settings = settingsResult.data ?? DEFAULT_SETTINGS;
  if (settings.isMaintenanceActive) return;
  if (settings.isMainBannerActive) {
    void headerImages.then(({ data }) => {
      if (data?.[0]) preloadHeaderImage(data[0].image);
    });
  }

  const loads: Promise<unknown>[] = [
    headerImages,
    dispatch(getMainCategories.initiate(undefined, options)).then(({ data }) =>
      Promise.all(
        (data ?? []).map((category) =>
          dispatch(
            getCategoryProducts.initiate(homeQueryArgs.categoryProducts(category.id), options),
          ),
        ),
      ),
    ),
  ];
  if (settings.isLatestProductActive) {
    loads.push(dispatch(getLatestProducts.initiate(homeQueryArgs.latest(), options)));
  }
  if (settings.isBestSellerActive) {
    loads.push(dispatch(getTopProducts.initiate(homeQueryArgs.top(), options)));
  }
  await Promise.allSettled(loads);
}

export const homeMeta: RouteMetaFn = ({ t }) => ({
  title: t('home_page_title'),
  description: t('site_description'),
  canonicalPath: '/',
});
