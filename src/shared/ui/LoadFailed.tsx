import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Message, Panel } from './LoadFailed.styles';

/**
 * A screen's data could not load (on "/": every product load failed): message and retry.
 * `message` is the screen's own failure text (e.g. error_loading_catalogs); default
 * loading_data_failed.
 */
export function LoadFailed({ onRetry, message }: { onRetry: () => void; message?: string }) {
  const { t } = useTranslation();
  return (
    <Panel role="alert">
      <Message>{message ?? t('loading_data_failed')}</Message>
      <Button type="button" onClick={onRetry}>
        {t('retry')}
      </Button>
    </Panel>
  );
}
