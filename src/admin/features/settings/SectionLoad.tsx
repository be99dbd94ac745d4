import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../ui/LoadFailed';

interface Loadable<T> {
  data?: T;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * A section's content once its call has answered: a loading line before, the failure with a
 * retry button after a failed first load (a failed refresh keeps the data shown).
 */
export function SectionLoad<T>({
  query,
  children,
}: {
  query: Loadable<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) {
    return <LoadFailed onRetry={() => void query.refetch()} />;
  }
  return <p role="status">{t('admin_settings_loading')}</p>;
}
