import { useTranslation } from 'react-i18next';
import type { PolicyPageSlug } from '../../../shared/wire/content';
import { Title } from '../components/ContentPage.styles';
import { POLICY_PAGE_KEYS } from '../contentRoutes';

// PLACEHOLDER (issue 10 scaffolding): replaced by the screen of SPEC §2's four policy pages.
export function PolicyPageScreen({ slug }: { slug: PolicyPageSlug }) {
  const { t } = useTranslation();
  return <Title>{t(POLICY_PAGE_KEYS[slug].title)}</Title>;
}
