import { useTranslation } from 'react-i18next';
import { Panel } from './Panel';

/** An honest page for an area whose screens are not built yet: its title and "coming next". */
export function ComingNext({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <Panel title={t(titleKey)}>
      <p>{t('admin_coming_next')}</p>
    </Panel>
  );
}
