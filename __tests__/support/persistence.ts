import type { Persistor } from 'redux-persist';

/** Resolves once redux-persist has read local storage back into the store (no fixed waits). */
export function rehydrated(persistor: Persistor): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      if (!persistor.getState().bootstrapped) return false;
      resolve();
      return true;
    };
    if (done()) return;
    const unsubscribe = persistor.subscribe(() => {
      if (done()) unsubscribe();
    });
  });
}
