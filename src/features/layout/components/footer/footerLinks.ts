import { paths } from '../../../../shared/lib/paths';

export interface FooterLink {
  to: string;
  labelKey: string;
}

export interface FooterGroup {
  titleKey: string;
  links: FooterLink[];
}

/** The footer: exactly these ten links, in the information, account and important lists. */
export const FOOTER_GROUPS: FooterGroup[] = [
  {
    titleKey: 'footer_information',
    links: [
      { to: paths.about(), labelKey: 'nav_about' },
      { to: paths.contact(), labelKey: 'nav_contact' },
      { to: paths.commonQuestions(), labelKey: 'footer_common_questions' },
      { to: paths.representative(), labelKey: 'footer_internal_requests' },
    ],
  },
  {
    titleKey: 'footer_account',
    links: [
      { to: paths.login(), labelKey: 'nav_login' },
      { to: paths.register(), labelKey: 'nav_register' },
    ],
  },
  {
    titleKey: 'footer_important_links',
    links: [
      { to: paths.privacyPolicy(), labelKey: 'footer_privacy_policy' },
      { to: paths.exchangesAndReturns(), labelKey: 'footer_exchanges_returns' },
      { to: paths.shippingPolicy(), labelKey: 'footer_shipping_policy' },
      { to: paths.termsConditions(), labelKey: 'footer_terms_conditions' },
    ],
  },
];
