import { useTranslation } from 'react-i18next';
import { Intro } from '../../ui/Blocks.styles';
import { Panel } from '../../ui/Panel';
import { FlagsSection } from './FlagsSection';
import { Sections } from './Settings.styles';
import { ShopDetailsSection } from './ShopDetailsSection';
import { SocialLinksSection } from './SocialLinksSection';

/**
 * /admin/settings (owner only): the home page's switches and maintenance, the shop's contact
 * details, its social links. Each section loads and saves on its own, so one failing call leaves
 * the others usable.
 */
export function Component() {
  const { t } = useTranslation();
  return (
    <Panel title={t('admin_nav_settings')}>
      <Intro>{t('admin_settings_intro')}</Intro>
      <Sections>
        <FlagsSection />
        <ShopDetailsSection />
        <SocialLinksSection />
      </Sections>
    </Panel>
  );
}
