import { useTranslation } from 'react-i18next';
import { Title } from '../components/EnquiryPage.styles';

// PLACEHOLDER (issue 10 scaffolding): replaced by the screen of SPEC §2 /representative.
export function RepresentativeScreen() {
  const { t } = useTranslation();
  return <Title>{t('representative_title')}</Title>;
}
