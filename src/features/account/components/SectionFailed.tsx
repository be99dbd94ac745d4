import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button';
import { Message, Panel } from './SectionFailed.styles';

interface SectionFailedProps {
  message: string;
  onRetry: () => void;
}

/** A section's data could not load: the failure text with a retry button. */
export function SectionFailed({ message, onRetry }: SectionFailedProps) {
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
