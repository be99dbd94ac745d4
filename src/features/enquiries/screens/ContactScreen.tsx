import { useTranslation } from 'react-i18next';
import { Title } from '../components/EnquiryPage.styles';

// PLACEHOLDER (issue 10 scaffolding): replaced by the screen of SPEC §2 /contact.
export function ContactScreen() {
  const { t } = useTranslation();
  return <Title>{t('contact_title')}</Title>;
}
