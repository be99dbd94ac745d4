// Browser storage reached lazily, inside functions only, so every module stays importable where
// `window` does not exist (tests, a later server render). Private modes may throw on access.

export type StorageArea = 'local' | 'session';

/** The minimal synchronous surface we use; `window.localStorage`/`sessionStorage` satisfy it. */
export interface KeyValueStorage {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function getWebStorage(area: StorageArea): KeyValueStorage | null {
  try {
    if (typeof window === 'undefined') return null;
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Keys of `storage` starting with `prefix` (collected first: removing while iterating shifts indexes). */
export function keysWithPrefix(storage: KeyValueStorage, prefix: string): string[] {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key !== null && key.startsWith(prefix)) keys.push(key);
  }
  return keys;
}

/** redux-persist storage engine over a lazily resolved web storage (noop when there is none). */
export function createPersistStorage(area: StorageArea) {
  return {
    getItem(key: string): Promise<string | null> {
      return Promise.resolve(getWebStorage(area)?.getItem(key) ?? null);
    },
    setItem(key: string, value: string): Promise<void> {
      try {
        getWebStorage(area)?.setItem(key, value);
      } catch {
        // Quota exceeded or storage disabled: the session simply is not remembered.
      }
      return Promise.resolve();
    },
    removeItem(key: string): Promise<void> {
      getWebStorage(area)?.removeItem(key);
      return Promise.resolve();
    },
  };
}
