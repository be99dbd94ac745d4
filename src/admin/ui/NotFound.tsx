import { useTranslation } from 'react-i18next';
import { Panel } from './Panel';

/** An address under /admin that names no page. */
export function Component() {
  const { t } = useTranslation();
  return (
    <Panel title={t('admin_not_found_title')}>
      <p>{t('admin_not_found_text')}</p>
    </Panel>
  );
}
