import { useTranslation } from 'react-i18next';
import { useGetShopDetailsQuery } from '../../../../api/siteApi';
import { useLanguage } from '../../../../shared/hooks/useLanguage';
import { chatLink } from '../../../../shared/lib/chatLink';
import { localized } from '../../../../shared/lib/localized';
import { chatNumberDisplay, telHref } from '../../../../shared/lib/siteContact';
import { ChatIcon } from '../icons/Icons';
import { ClockIcon, MailIcon, PhoneIcon } from './FooterIcons';
import { Address, ColumnTitle, ContactItem, ContactLink } from './Footer.styles';

/**
 * The footer's contact block, from the shop's details (GET /shop-details, loaded with every
 * page): its phones, chat number, e-mail and working hours. A detail the shop did not give ("")
 * is left out, its line with it.
 */
export function FooterContact() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { data: details } = useGetShopDetailsQuery();
  const chatNumber = details?.chat_number;
  const email = details?.email;
  const hours = localized({ ar: details?.working_hours_ar, en: details?.working_hours_en }, lang);

  return (
    <>
      <ColumnTitle>{t('footer_contact_title')}</ColumnTitle>
      <Address>
        {details?.phones?.map((phone) => (
          <ContactItem key={phone}>
            <PhoneIcon size={18} />
            <span>
              {t('footer_phone')}:{' '}
              <ContactLink href={telHref(phone)}>
                <bdi dir="ltr">{phone}</bdi>
              </ContactLink>
            </span>
          </ContactItem>
        ))}
        {chatNumber ? (
          <ContactItem>
            <ChatIcon size={18} />
            <span>
              {t('footer_chat_number')}:{' '}
              <ContactLink
                href={chatLink(undefined, chatNumber)}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${t('footer_chat_number')} ${chatNumberDisplay(chatNumber)} ${t('opens_new_tab')}`}
              >
                <bdi dir="ltr">{chatNumberDisplay(chatNumber)}</bdi>
              </ContactLink>
            </span>
          </ContactItem>
        ) : null}
        {email ? (
          <ContactItem>
            <MailIcon size={18} />
            <span>
              {t('footer_email')}:{' '}
              <ContactLink href={`mailto:${email}`}>
                <bdi dir="ltr">{email}</bdi>
              </ContactLink>
            </span>
          </ContactItem>
        ) : null}
        {chatNumber ? (
          <ContactItem>
            <ClockIcon size={18} />
            <span>{t('footer_chat_support')}</span>
          </ContactItem>
        ) : null}
        {hours ? (
          <ContactItem>
            <ClockIcon size={18} />
            <span>
              {t('contact_working_hours')}: {hours}
            </span>
          </ContactItem>
        ) : null}
      </Address>
    </>
  );
}
