import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs` (search suggestions wait 300 ms after
 * the last keystroke). The first render answers the initial value at once.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
