// The pages a browser does not hydrate as a whole: served by the server, they run only their
// interactive parts, each on its own (boot.tsx), and the whole app takes over on the first
// navigation (takeover.ts). Every page a shop visit most often starts on: home, a category, a
// product. Other server-rendered pages are hydrated as a whole, as before.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

export const ISLAND_PAGES: ReadonlySet<string> = new Set([
  'home',
  'category',
  'product',
  'product-by-id',
]);

/**
 * Of those, the pages whose whole screen is one island (home's and a product's screens mark their
 * own islands: the banner and each section; the pictures, the purchase panel, similar products).
 */
export const SCREEN_ISLANDS: ReadonlySet<string> = new Set(['category']);

/** The island name of a page's screen. */
export const screenIslandName = (routeId: string): string => `screen:${routeId}`;

type Lazy = NonNullable<RouteObject['lazy']>;
type LoadedRoute = { Component?: ComponentType | null };

/** The screen component a page's lazy route resolves to. */
export async function loadScreen(lazy: Lazy): Promise<ComponentType> {
  if (typeof lazy !== 'function') throw new Error('a screen route loads as a function');
  const { Component } = (await lazy()) as LoadedRoute;
  if (!Component) throw new Error('the route has no screen component');
  return Component;
}
