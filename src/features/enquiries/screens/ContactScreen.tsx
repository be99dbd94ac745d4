import { useTranslation } from 'react-i18next';
import { ContactForm } from '../components/ContactForm/ContactForm';
import { ContactMap } from '../components/ContactMap/ContactMap';
import { CustomerService } from '../components/CustomerService/CustomerService';
import { Columns, Intro, Title } from '../components/EnquiryPage.styles';
import { TeamSection } from '../components/TeamSection/TeamSection';

/**
 * /contact: the team's cards (prefetched with the route), the fixed customer-service
 * details beside the message form, and the map.
 */
export function ContactScreen() {
  const { t } = useTranslation();
  return (
    <>
      <Title>{t('contact_title')}</Title>
      <Intro>{t('contact_intro')}</Intro>
      <TeamSection />
      <Columns>
        <CustomerService />
        <ContactForm />
      </Columns>
      <ContactMap />
    </>
  );
}
