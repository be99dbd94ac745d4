import { useSearchParams } from 'react-router';
import { parseAccountTab, TAB_QUERY, type AccountTab } from '../accountTabs';

/** The /profile tab from `?tab=` (an unknown or missing one is the default tab). */
export function useAccountTab(): AccountTab {
  const [params] = useSearchParams();
  return parseAccountTab(params.get(TAB_QUERY));
}
