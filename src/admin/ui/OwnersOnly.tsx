import { useTranslation } from 'react-i18next';
import { Panel } from './Panel';

/** What a staff member sees on an owner's page (the API refuses them too). */
export function OwnersOnly() {
  const { t } = useTranslation();
  return (
    <Panel title={t('admin_owners_only_title')}>
      <p>{t('admin_owners_only_text')}</p>
    </Panel>
  );
}
