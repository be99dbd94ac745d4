import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Panel } from '../../ui/Panel';
import { Intro } from '../../ui/Blocks.styles';
import { adminPaths } from '../../ui/paths';
import { HeaderPictures } from './HeaderPictures';
import { OffersBanner } from './OffersBanner';
import { Note, Section, SectionTitle } from './Pictures.styles';

/**
 * /admin/pictures (owner only): the storefront's pictures. The home carousel's header pictures
 * and the offers banner are changed here, each change saved at once; category banners belong to
 * their categories, so this screen only points to where they are changed.
 */
export function Component() {
  const { t } = useTranslation();
  const categoriesTitle = useId();
  return (
    <Panel title={t('admin_nav_pictures')}>
      <Intro>{t('admin_pictures_intro')}</Intro>
      <HeaderPictures />
      <OffersBanner />
      <Section aria-labelledby={categoriesTitle}>
        <SectionTitle id={categoriesTitle}>
          {t('admin_pictures_category_banners_title')}
        </SectionTitle>
        <Note>{t('admin_pictures_category_banners_note')}</Note>
        <p>
          <Link to={adminPaths.categories}>{t('admin_pictures_category_banners_link')}</Link>
        </p>
      </Section>
    </Panel>
  );
}
