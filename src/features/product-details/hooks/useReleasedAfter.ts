import { useEffect, useState } from 'react';

/**
 * True once `key` has been ready for `delayMs` (product details: the image area is
 * held loading 300 ms and the description 500 ms after load). Keyed, so the next product is held
 * again; the timer lives in an effect and is cleared on change or unmount.
 */
export function useReleasedAfter(key: number | null, delayMs: number): boolean {
  const [released, setReleased] = useState<number | null>(null);
  useEffect(() => {
    if (key === null) return undefined;
    const timer = setTimeout(() => setReleased(key), delayMs);
    return () => clearTimeout(timer);
  }, [key, delayMs]);
  return key !== null && released === key;
}
