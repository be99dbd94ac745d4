import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/Button';

/** A screen's data did not load: said at once (an alert), with Retry beside it. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert">
      <p>{t('admin_load_failed')}</p>
      <Button type="button" $variant="secondary" onClick={onRetry}>
        {t('admin_retry')}
      </Button>
    </div>
  );
}
