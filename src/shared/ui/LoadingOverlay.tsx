import { useTranslation } from 'react-i18next';
import { Overlay, Spinner } from './LoadingOverlay.styles';

/** Full-page loading state ("/" shows it first). */
export function LoadingOverlay() {
  const { t } = useTranslation();
  return (
    <Overlay role="status" aria-live="polite">
      <Spinner aria-hidden="true" />
      <span>{t('loading')}</span>
    </Overlay>
  );
}
