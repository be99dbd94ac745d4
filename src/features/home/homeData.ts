// The home route's data needs as one function of (dispatch, language), so it can run before the
// screen renders: at boot in parallel with the route chunk, and later in a server render. The
// query arguments are exactly the screen's, so the screen finds the answers already cached.
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { catalogApi } from '../../api/catalogApi';
import { contentApi } from '../../api/contentApi';
import { DEFAULT_SETTINGS } from '../../api/transforms/settings';
import type { Language } from '../../shared/rules/constants';

export type DataDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

const HOME_PAGE = 1;

export const homeQueryArgs = {
  latest: (lang: Language) => ({ lang, page: HOME_PAGE }),
  categories: (lang: Language) => ({ lang }),
  categoryProducts: (lang: Language, categoryId: number) => ({ lang, categoryId, page: HOME_PAGE }),
  top: (lang: Language) => ({ lang }),
};

/** SPEC §4 Home load: settings first; unless in maintenance, the three loads in parallel. */
export async function prefetchHome(dispatch: DataDispatch, { lang }: { lang: Language }) {
  const options = { subscribe: false } as const;
  const { getLatestProducts, getMainCategories, getCategoryProducts, getTopProducts } =
    catalogApi.endpoints;
  const settingsResult = await dispatch(
    contentApi.endpoints.getSettings.initiate(undefined, options),
  );
  const settings = settingsResult.data ?? DEFAULT_SETTINGS;
  if (settings.isMaintenanceActive) return;

  const loads: Promise<unknown>[] = [
    dispatch(getMainCategories.initiate(homeQueryArgs.categories(lang), options)).then(({ data }) =>
      Promise.all(
        (data ?? []).map((category) =>
          dispatch(
            getCategoryProducts.initiate(
              homeQueryArgs.categoryProducts(lang, category.id),
              options,
            ),
          ),
        ),
      ),
    ),
  ];
  if (settings.isLatestProductActive) {
    loads.push(dispatch(getLatestProducts.initiate(homeQueryArgs.latest(lang), options)));
  }
  if (settings.isBestSellerActive) {
    loads.push(dispatch(getTopProducts.initiate(homeQueryArgs.top(lang), options)));
  }
  await Promise.allSettled(loads);
}
