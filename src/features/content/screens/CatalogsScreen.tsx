import { useTranslation } from 'react-i18next';
import { Title } from '../components/ContentPage.styles';

// PLACEHOLDER (issue 10 scaffolding): replaced by the screen of SPEC §2 /catalog.
export function CatalogsScreen() {
  const { t } = useTranslation();
  return <Title>{t('catalogs_title')}</Title>;
}
