// A part of a server-rendered page that runs on its own in the browser (an "island", see
// src/islands): the header, the phone's bottom bar, a screen's working parts (a product's
// pictures, a category's filters). The frame is an element of its own (`<zj-island>`, no box:
// `display: contents`), naming the part and the JSON props it was rendered with, so the browser
// can hydrate that part alone with the same props and leave the rest of the page as the server
// sent it. Rendered by the whole app too (after the first navigation, or on pages hydrated as a
// whole), where it changes nothing.
import { createElement, type ComponentType, type ReactNode } from 'react';

export const ISLAND_TAG = 'zj-island';
export const ISLAND_NAME_ATTRIBUTE = 'data-island';
export const ISLAND_PROPS_ATTRIBUTE = 'data-props';

/** What an island is rendered with: plain JSON, the same on the server and in the browser. */
export type IslandProps = Record<string, unknown>;

export interface IslandFrameProps {
  name: string;
  props?: IslandProps;
  children: ReactNode;
}

export function IslandFrame({ name, props, children }: IslandFrameProps) {
  return createElement(
    ISLAND_TAG,
    {
      [ISLAND_NAME_ATTRIBUTE]: name,
      [ISLAND_PROPS_ATTRIBUTE]: props ? JSON.stringify(props) : undefined,
    },
    children,
  );
}

/**
 * `Component` as an island named `name`: framed with its props (which must be plain JSON), so a
 * server-rendered page hydrates it on its own with the same props (src/islands/registry.ts).
 */
export function island<Props extends object>(name: string, Component: ComponentType<Props>) {
  function Island(props: Props) {
    return (
      <IslandFrame name={name} props={props as IslandProps}>
        <Component {...props} />
      </IslandFrame>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
