// Every island a server-rendered page may hold, by the name its frame carries (IslandFrame): the
// shell's parts come with the islands' own code (every page has them); a screen comes in its
// page's chunk, which the server names with the page's scripts.
import type { ComponentType } from 'react';
import { catalogPages } from '../features/catalog/pages';
import { homePages } from '../features/home/pages';
import { Header } from '../features/layout/components/header/Header';
import { ShellControls } from '../features/layout/components/ShellControls';
import { productPages } from '../features/product-details/pages';
import { ISLAND_PAGES, loadScreen, screenIslandName } from './islandPages';

type IslandLoader = () => Promise<ComponentType>;

const shell: Record<string, IslandLoader> = {
  header: async () => Header,
  'shell-controls': async () => ShellControls,
};

const screens: Record<string, IslandLoader> = Object.fromEntries(
  [...homePages, ...catalogPages, ...productPages]
    .filter(({ id }) => ISLAND_PAGES.has(id))
    .map(({ id, lazy }) => [screenIslandName(id), () => loadScreen(lazy)]),
);

const islands: Record<string, IslandLoader> = { ...shell, ...screens };

/** The island's component; null for a name this build does not know (its HTML stays as sent). */
export function islandLoader(name: string): IslandLoader | null {
  return Object.hasOwn(islands, name) ? (islands[name] ?? null) : null;
}
