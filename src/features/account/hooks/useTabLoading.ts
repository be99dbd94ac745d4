import { useEffect, useState } from 'react';
import { TAB_LOADING_MS, type AccountTab } from '../accountTabs';

/**
 * A short loading state when a tab shows, 1 s the first time when the page opens
 * on favorites, 0.5 s on every tab change. True while the tab's content should wait.
 */
export function useTabLoading(tab: AccountTab): boolean {
  // The tab whose wait is over; null before the first one (opening on favorites).
  const [ready, setReady] = useState<AccountTab | null>(tab === 'favorites' ? null : tab);
  useEffect(() => {
    if (ready === tab) return undefined;
    const delay = ready === null ? TAB_LOADING_MS.initialFavourites : TAB_LOADING_MS.change;
    const timer = setTimeout(() => setReady(tab), delay);
    return () => clearTimeout(timer);
  }, [tab, ready]);
  return ready !== tab;
}
