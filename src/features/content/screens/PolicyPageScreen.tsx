import { useTranslation } from 'react-i18next';
import { useGetPolicyPageQuery } from '../../../api/contentApi';
import { paths } from '../../../shared/lib/paths';
import { Breadcrumbs } from '../../../shared/ui/Breadcrumbs';
import { SafeHtml } from '../../../shared/ui/safeHtml/SafeHtml';
import type { PolicyPageSlug } from '../../../shared/wire/content';
import { Title } from '../components/ContentPage.styles';
import { LoadFailed } from '../../../shared/ui/LoadFailed';
import { Column, Crumbs, Empty, Sheet } from '../components/policy/PolicyPage.styles';
import { PolicySkeleton } from '../components/policy/PolicySkeleton';
import { POLICY_PAGE_KEYS } from '../contentRoutes';

/**
 * /shipping-policy, /terms-conditions, /exchanges-and-returns, /privacy-policy: the server's
 * title (the shop's own until it is in) and its HTML, sanitised by SafeHtml. The failure text is
 * in the page's language like every other text (Arabic on the Arabic page), with a retry; a page
 * the server does not have (404) fails the same way.
 */
export function PolicyPageScreen({ slug }: { slug: PolicyPageSlug }) {
  const { t } = useTranslation();
  const { data, isError, isLoading, refetch } = useGetPolicyPageQuery(slug);
  const title = data?.title || t(POLICY_PAGE_KEYS[slug].title);

  let body;
  if (data) {
    body = data.html.trim() ? <SafeHtml html={data.html} /> : <Empty>{t('policy_empty')}</Empty>;
  } else if (isError) {
    body = <LoadFailed message={t('policy_load_failed')} onRetry={() => void refetch()} />;
  } else {
    body = <PolicySkeleton />;
  }

  return (
    <Column aria-busy={isLoading}>
      <Crumbs>
        <Breadcrumbs
          label={t('breadcrumb_label')}
          items={[{ label: t('breadcrumb_home'), path: paths.home() }, { label: title }]}
        />
      </Crumbs>
      <Title>{title}</Title>
      <Sheet>{body}</Sheet>
    </Column>
  );
}
