import { useTranslation } from 'react-i18next';
import { Spinner, Status } from './SectionLoading.styles';

/** A section's short loading state (tab switch, a list on its way), announced politely. */
export function SectionLoading() {
  const { t } = useTranslation();
  return (
    <Status role="status" aria-live="polite">
      <Spinner aria-hidden="true" />
      <span>{t('loading')}</span>
    </Status>
  );
}
