import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CUSTOMER_SERVICE_PHONE,
  SITE_ADDRESS,
  SITE_FAX,
  SITE_PHONE,
} from '../../../../shared/lib/siteContact';
import { useLanguage } from '../../../../shared/hooks/useLanguage';
import { ClockIcon, FaxIcon, HeadsetIcon, PhoneIcon, PinIcon } from '../ContactIcons';
import { Panel, SectionTitle } from '../EnquiryPage.styles';
import { Details, IconCell, Item, Term, Value, ValueLink } from './CustomerService.styles';

function Entry({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <Item>
      <Term>
        <IconCell>{icon}</IconCell>
        {term}
      </Term>
      <Value>{children}</Value>
    </Item>
  );
}

/**
 * SPEC §2 /contact fixed details: customer-service phone, phone, fax, working hours (SPEC §9),
 * address. The numbers and the address are the demo shop's (shared/lib/siteContact.ts).
 */
export function CustomerService() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const titleId = useId();
  return (
    <Panel aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{t('contact_service_title')}</SectionTitle>
      <Details>
        <Entry icon={<HeadsetIcon />} term={t('contact_service_phone')}>
          <ValueLink href={`tel:${CUSTOMER_SERVICE_PHONE.dial}`}>
            <bdi dir="ltr">{CUSTOMER_SERVICE_PHONE.display}</bdi>
          </ValueLink>
        </Entry>
        <Entry icon={<PhoneIcon />} term={t('contact_phone')}>
          <ValueLink href={`tel:${SITE_PHONE.dial}`}>
            <bdi dir="ltr">{SITE_PHONE.display}</bdi>
          </ValueLink>
        </Entry>
        <Entry icon={<FaxIcon />} term={t('contact_fax')}>
          <bdi dir="ltr">{SITE_FAX}</bdi>
        </Entry>
        <Entry icon={<ClockIcon />} term={t('contact_working_hours')}>
          {t('contact_working_hours_value')}
        </Entry>
        <Entry icon={<PinIcon />} term={t('contact_address')}>
          <address>{SITE_ADDRESS[lang]}</address>
        </Entry>
      </Details>
    </Panel>
  );
}
