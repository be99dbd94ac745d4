import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, type NavigateOptions, type To } from 'react-router';

/**
 * navigate() after a delay (the redirect delays); the pending redirect is dropped when the
 * screen goes away first (the shopper followed a link), so it never yanks them off another page.
 */
export function useDelayedNavigate() {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  return useCallback(
    (delayMs: number, to: To, options?: NavigateOptions) => {
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = null;
        void navigate(to, options);
      }, delayMs);
    },
    [navigate],
  );
}
