import { defineForm, type Rule } from '../formTable';
import { SHOP_DETAILS_LIMITS as LIMITS } from '../shopDetails';
import { email, maxLength, required } from './common';

/** At most `max` characters, with the words every other length rule answers. */
const atMost = (max: number) =>
  ({ rule: 'length', max, key: 'field_too_long', vars: { max } }) as const satisfies Rule;

/**
 * The owner's shop details form (PATCH /admin/shop-details, any subset): every text optional
 * ("" = not given), each within its limit; the e-mail a plain address; the chat number digits
 * only, country code first, as the messaging app's links need it. The landlines are a list the
 * server checks one by one (each non-blank, within the phone limit).
 */
export const adminShopDetailsForm = defineForm({
  name: 'adminShopDetails',
  fields: {
    customer_service_phone: { rules: [atMost(LIMITS.phone)] },
    fax: { rules: [atMost(LIMITS.phone)] },
    address_ar: { rules: [atMost(LIMITS.address)] },
    address_en: { rules: [atMost(LIMITS.address)] },
    email: { rules: [atMost(LIMITS.email), email] },
    chat_number: {
      rules: [
        atMost(LIMITS.chatNumber),
        {
          rule: 'digits',
          min: LIMITS.chatNumberMin,
          max: LIMITS.chatNumber,
          key: 'admin_chat_number_invalid',
          vars: { min: LIMITS.chatNumberMin, max: LIMITS.chatNumber },
        },
      ],
    },
    working_hours_ar: { rules: [atMost(LIMITS.workingHours)] },
    working_hours_en: { rules: [atMost(LIMITS.workingHours)] },
    map_location: { rules: [atMost(LIMITS.mapLocation)] },
  },
});

/** One social page's address (PATCH /admin/social-platforms/{id}): an absolute https link. */
export const adminSocialLinkForm = defineForm({
  name: 'adminSocialLink',
  fields: {
    link: {
      rules: [required, maxLength('link'), { rule: 'httpsUrl', key: 'admin_social_link_invalid' }],
    },
  },
});
