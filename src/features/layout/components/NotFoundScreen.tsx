import { useTranslation } from 'react-i18next';
import { NotFoundPanel } from '../../../shared/ui/NotFoundPanel';

/** A path no route matches, shown inside the site shell with a way home. */
export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <>
      <title>{t('not_found_page_title')}</title>
      <NotFoundPanel title={t('not_found_page_title')} message={t('not_found_page_message')} />
    </>
  );
}
