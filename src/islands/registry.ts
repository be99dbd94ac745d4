// Every island a server-rendered page may hold, by the name its frame carries (IslandFrame): the
// shell's parts come with the islands' own code (every page has them); a page's own parts come in
// its screen's chunk, which the server names with the page's scripts.
import type { ComponentType } from 'react';
import { Header } from '../features/layout/components/header/Header';
import { ShellControls } from '../features/layout/components/ShellControls';

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

// A category's parts come with its screen's chunk.
const categoryParts = () =>
  import(/* webpackChunkName: "route-category" */ '../features/catalog/components/CategoryParts');
const category: Record<string, IslandLoader> = {
  'category-filters': () => categoryParts().then((module) => as(module.CategoryFiltersPart)),
  'category-results': () => categoryParts().then((module) => as(module.CategoryResultsPart)),
};

// A product page's parts come with its screen's chunk.
const productParts = () =>
  import(/* webpackChunkName: "route-product" */ '../features/product-details/islands');
const product: Record<string, IslandLoader> = {
  'product-media': () => productParts().then((module) => as(module.ProductMedia)),
  'product-info': () => productParts().then((module) => as(module.ProductInfoOf)),
  'similar-products': () => productParts().then((module) => as(module.SimilarProducts)),
};

const islands: Record<string, IslandLoader> = { ...shell, ...home, ...category, ...product };

/** The island's component; null for a name this build does not know (its HTML stays as sent). */
export function islandLoader(name: string): IslandLoader | null {
  return Object.hasOwn(islands, name) ? (islands[name] ?? null) : null;
}
