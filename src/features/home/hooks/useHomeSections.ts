import { siteApi } from '../../../api/siteApi';
import {
  catalogFreshness,
  useGetLatestProductsQuery,
  useGetTopProductsQuery,
} from '../../../api/catalogApi';
import { DEFAULT_SETTINGS } from '../../../api/transforms/settings';
import { useMainCategories } from '../../../entities/category/useMainCategories';
import { homeQueryArgs } from '../homeData';

export type HomeStatus = 'loading' | 'failed' | 'ready';

/**
 * The home page's loads. Nothing loads before the settings answer (or its failure, which counts as
 * "not in maintenance"). In maintenance the gate (MaintenanceGate) mounts this page only for
 * signed-in staff previewing the shop, so here maintenance blocks nothing. A section switched off
 * by its flag is not requested at all, so "all three failed" means: every load we actually
 * started failed. The page shows as soon as one succeeds.
 */
export function useHomeSections() {
  // Read without subscribing: MaintenanceGate (the route's parent) owns the settings request, and a
  // second subscriber would refetch a failed answer instead of accepting it (and carrying on).
  const settingsQuery = siteApi.endpoints.getSettings.useQueryState();
  const settingsSettled = settingsQuery.isSuccess || settingsQuery.isError;
  const settings = settingsQuery.data ?? DEFAULT_SETTINGS;
  const blocked = !settingsSettled;

  const latest = useGetLatestProductsQuery(homeQueryArgs.latest(), {
    ...catalogFreshness,
    skip: blocked || !settings.isLatestProductActive,
  });
  const categories = useMainCategories({ skip: blocked });
  const top = useGetTopProductsQuery(homeQueryArgs.top(), {
    ...catalogFreshness,
    skip: blocked || !settings.isBestSellerActive,
  });

  const started = [
    settings.isLatestProductActive ? latest : null,
    categories,
    settings.isBestSellerActive ? top : null,
  ].filter((query) => query !== null);

  let status: HomeStatus;
  if (!settingsSettled) status = 'loading';
  else if (started.some((query) => query.isSuccess)) status = 'ready';
  else if (started.every((query) => query.isError)) status = 'failed';
  else status = 'loading';

  return { status, settings, latest, categories, top };
}
