import { useTranslation } from 'react-i18next';
import { Button } from '../../../../shared/ui/Button';
import { Message, Panel } from '../../../../shared/ui/LoadFailed.styles';

interface PageLoadFailedProps {
  /** The page's own failure text (already translated). */
  message: string;
  onRetry: () => void;
}

/** A content page's data could not load (or the server has no such page): its text and a retry. */
export function PageLoadFailed({ message, onRetry }: PageLoadFailedProps) {
  const { t } = useTranslation();
  return (
    <Panel role="alert">
      <Message>{message}</Message>
      <Button type="button" onClick={onRetry}>
        {t('retry')}
      </Button>
    </Panel>
  );
}
