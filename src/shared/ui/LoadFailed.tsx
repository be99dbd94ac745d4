import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Message, Panel } from './LoadFailed.styles';

/** A screen's data could not load (SPEC §2 "/": all product loads failed): message and retry. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Panel role="alert">
      <Message>{t('loading_data_failed')}</Message>
      <Button type="button" onClick={onRetry}>
        {t('retry')}
      </Button>
    </Panel>
  );
}
