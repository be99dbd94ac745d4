// Whether the side menu is open. The header's menu button, the phone's bottom bar and the menu
// itself share it; on a page whose parts are hydrated apart (src/islands) they are separate React
// roots, so the state lives outside React, in this module, one per page.
import { useSyncExternalStore } from 'react';

let open = false;
const listeners = new Set<() => void>();

function setMenuOpen(next: boolean): void {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

export const openMenu = (): void => setMenuOpen(true);
export const closeMenu = (): void => setMenuOpen(false);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The menu is closed on the server and in every first render (the served HTML has no menu). */
export function useMenuOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
