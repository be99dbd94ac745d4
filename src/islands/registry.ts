// Every island a server-rendered page may hold, by the name its frame carries (IslandFrame): the
// shell's parts come with the islands' own code (every page has them); a screen comes in its
// page's chunk, which the server names with the page's scripts.
import type { ComponentType } from 'react';
import { catalogPages } from '../features/catalog/pages';
import { Header } from '../features/layout/components/header/Header';
import { ShellControls } from '../features/layout/components/ShellControls';
import { productPages } from '../features/product-details/pages';
import { loadScreen, SCREEN_ISLANDS, screenIslandName } from './islandPages';

/** An island's component: it takes the JSON props its frame carries. */
export type IslandComponent = ComponentType<Record<string, unknown>>;
type IslandLoader = () => Promise<IslandComponent>;

const as = (component: unknown) => component as IslandComponent;

const shell: Record<string, IslandLoader> = {
  header: async () => as(Header),
  'shell-controls': async () => as(ShellControls),
};

// Home's parts come with its screen's chunk.
const home: Record<string, IslandLoader> = {
  'main-banner': () =>
    import(/* webpackChunkName: "route-home" */ '../features/home/components/MainBanner').then(
      (module) => as(module.MainBanner),
    ),
  'home-section': () =>
    import(/* webpackChunkName: "route-home" */ '../features/home/components/HomeSection').then(
      (module) => as(module.HomeSection),
    ),
  'category-section': () =>
    import(/* webpackChunkName: "route-home" */ '../features/home/components/CategorySection').then(
      (module) => as(module.CategorySection),
    ),
};

// A product page's parts come with its screen's chunk.
const productParts = () =>
  import(/* webpackChunkName: "route-product" */ '../features/product-details/islands');
const product: Record<string, IslandLoader> = {
  'product-media': () => productParts().then((module) => as(module.ProductMedia)),
  'product-info': () => productParts().then((module) => as(module.ProductInfoOf)),
  'similar-products': () => productParts().then((module) => as(module.SimilarProducts)),
};

const screens: Record<string, IslandLoader> = Object.fromEntries(
  [...catalogPages, ...productPages]
    .filter(({ id }) => SCREEN_ISLANDS.has(id))
    .map(({ id, lazy }) => [screenIslandName(id), () => loadScreen(lazy).then(as)]),
);

const islands: Record<string, IslandLoader> = { ...shell, ...home, ...product, ...screens };

/** The island's component; null for a name this build does not know (its HTML stays as sent). */
export function islandLoader(name: string): IslandLoader | null {
  return Object.hasOwn(islands, name) ? (islands[name] ?? null) : null;
}
