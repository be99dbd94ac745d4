import { Fragment, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetShopDetailsQuery } from '../../../../api/siteApi';
import { useLanguage } from '../../../../shared/hooks/useLanguage';
import { localized } from '../../../../shared/lib/localized';
import { telHref } from '../../../../shared/lib/siteContact';
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

/** A number as a tel: link, as people read it. */
function Dial({ number }: { number: string }) {
  return (
    <ValueLink href={telHref(number)}>
      <bdi dir="ltr">{number}</bdi>
    </ValueLink>
  );
}

/**
 * The /contact details from the shop's own (GET /shop-details): customer-service phone,
 * phones, fax, working hours, address. A detail the shop did not give is left out; with none at
 * all, so is the panel.
 */
export function CustomerService() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const titleId = useId();
  const { data: details } = useGetShopDetailsQuery();
  if (!details) return null;
  const hotline = details.customer_service_phone;
  const phones = details.phones ?? [];
  const fax = details.fax;
  const hours = localized({ ar: details.working_hours_ar, en: details.working_hours_en }, lang);
  const address = localized({ ar: details.address_ar, en: details.address_en }, lang);
  if (!hotline && phones.length === 0 && !fax && !hours && !address) return null;

  return (
    <Panel aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{t('contact_service_title')}</SectionTitle>
      <Details>
        {hotline ? (
          <Entry icon={<HeadsetIcon />} term={t('contact_service_phone')}>
            <Dial number={hotline} />
          </Entry>
        ) : null}
        {phones.length > 0 ? (
          <Entry icon={<PhoneIcon />} term={t('contact_phone')}>
            {phones.map((phone, index) => (
              <Fragment key={phone}>
                {index > 0 ? <br /> : null}
                <Dial number={phone} />
              </Fragment>
            ))}
          </Entry>
        ) : null}
        {fax ? (
          <Entry icon={<FaxIcon />} term={t('contact_fax')}>
            <bdi dir="ltr">{fax}</bdi>
          </Entry>
        ) : null}
        {hours ? (
          <Entry icon={<ClockIcon />} term={t('contact_working_hours')}>
            {hours}
          </Entry>
        ) : null}
        {address ? (
          <Entry icon={<PinIcon />} term={t('contact_address')}>
            <address>{address}</address>
          </Entry>
        ) : null}
      </Details>
    </Panel>
  );
}
