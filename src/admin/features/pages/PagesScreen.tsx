import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Intro } from '../../ui/Blocks.styles';
import { Panel } from '../../ui/Panel';
import { ShopLink } from './PageParts';
import { PageList, PageRow, SectionTitle } from './Pages.styles';
import { LIST_PAGES, TEXT_PAGES, type PageEntry } from './pageList';

function Section({ title, pages }: { title: string; pages: readonly PageEntry[] }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <SectionTitle id={id}>{title}</SectionTitle>
      <PageList>
        {pages.map((page) => (
          <PageRow key={page.key}>
            <Link to={page.adminPath}>{t(page.titleKey)}</Link>
            <ShopLink page={page} />
          </PageRow>
        ))}
      </PageList>
    </section>
  );
}

/** /admin/pages: every page of the shop the owner writes, each opening its editor. */
export function Component() {
  const { t } = useTranslation();
  return (
    <Panel title={t('admin_nav_pages')}>
      <Intro>{t('admin_pages_intro')}</Intro>
      <Section title={t('admin_pages_texts')} pages={TEXT_PAGES} />
      <Section title={t('admin_pages_lists')} pages={LIST_PAGES} />
    </Panel>
  );
}
