import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SocialLinks } from '../header/SocialLinks';
import { ChatIcon } from '../icons/Icons';
import {
  AppleIcon,
  CalendarIcon,
  CardIcon,
  CertificateIcon,
  PlayStoreIcon,
  TruckIcon,
} from './FooterIcons';
import {
  Badge,
  BadgeRow,
  Bottom,
  Brand,
  Column,
  ColumnTitle,
  Columns,
  FooterBar,
  Inner,
  LinkList,
  Note,
  Rights,
  StoreBadge,
  Trust,
  TrustItem,
  TrustList,
  TrustText,
  TrustTitle,
} from './Footer.styles';
import { FooterContact } from './FooterContact';
import { FOOTER_GROUPS } from './footerLinks';

interface TrustBadge {
  icon: ReactNode;
  titleKey: string;
  textKey: string;
}

/** The footer's four trust badges (messaging app, ISO, since 1986, fast delivery). */
const TRUST_BADGES: TrustBadge[] = [
  { icon: <ChatIcon size={28} />, titleKey: 'trust_chat_title', textKey: 'trust_chat_text' },
  {
    icon: <CertificateIcon size={28} />,
    titleKey: 'trust_quality_title',
    textKey: 'trust_quality_text',
  },
  { icon: <CalendarIcon size={28} />, titleKey: 'trust_since_title', textKey: 'trust_since_text' },
  {
    icon: <TruckIcon size={28} />,
    titleKey: 'trust_delivery_title',
    textKey: 'trust_delivery_text',
  },
];

/**
 * The footer: trust badges, follow-us icons, contact block, the information / account /
 * important-links lists (the ten links), app store and payment badges, rights text.
 */
export function Footer() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();

  return (
    <FooterBar>
      <Trust>
        <TrustList>
          {TRUST_BADGES.map((badge) => (
            <TrustItem key={badge.titleKey}>
              {badge.icon}
              <span>
                <TrustTitle>{t(badge.titleKey)}</TrustTitle>
                <TrustText>{t(badge.textKey)}</TrustText>
              </span>
            </TrustItem>
          ))}
        </TrustList>
      </Trust>
      <Inner>
        <Columns>
          <Column>
            <Brand>{t('brand_name')}</Brand>
            <Note>{t('footer_about_text')}</Note>
            <ColumnTitle>{t('footer_follow_us')}</ColumnTitle>
            <SocialLinks label={t('footer_follow_us')} tone="onDark" />
          </Column>
          {FOOTER_GROUPS.map((group) => (
            <Column key={group.titleKey} as="nav" aria-labelledby={`footer-${group.titleKey}`}>
              <ColumnTitle id={`footer-${group.titleKey}`}>{t(group.titleKey)}</ColumnTitle>
              <LinkList>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{t(link.labelKey)}</Link>
                  </li>
                ))}
              </LinkList>
            </Column>
          ))}
          <Column>
            <FooterContact />
          </Column>
        </Columns>
        <BadgeRow>
          <div>
            <ColumnTitle as="p">{t('footer_apps_title')}</ColumnTitle>
            <Badge>
              <StoreBadge>
                <AppleIcon />
                <span>{t('footer_app_store')}</span>
              </StoreBadge>
              <StoreBadge>
                <PlayStoreIcon />
                <span>{t('footer_google_play')}</span>
              </StoreBadge>
            </Badge>
          </div>
          <div>
            <ColumnTitle as="p">{t('footer_payment_title')}</ColumnTitle>
            <Badge>
              <StoreBadge>
                <CardIcon />
                <span>{t('footer_payment_cards')}</span>
              </StoreBadge>
            </Badge>
          </div>
        </BadgeRow>
      </Inner>
      <Bottom>
        <Rights>{t('footer_rights', { year })}</Rights>
      </Bottom>
    </FooterBar>
  );
}
