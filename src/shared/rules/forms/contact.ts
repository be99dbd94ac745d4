import { CONTACT } from '../constants';
import { defineForm } from '../formTable';
import { maxLength, required } from './common';

/** Contact form; POST /contact-us. Lengths count the trimmed text's characters. */
export const contactForm = defineForm({
  name: 'contact',
  fields: {
    full_name: {
      rules: [
        required,
        { rule: 'length', min: CONTACT.fullNameMin, key: 'contact_full_name_min' },
        maxLength('name'),
      ],
    },
    contact_email: {
      rules: [required, maxLength('email'), { rule: 'email', key: 'contact_email_invalid' }],
    },
    phone_number: {
      rules: [required, maxLength('phone'), { rule: 'contactPhone', key: 'contact_phone_invalid' }],
    },
    text: {
      rules: [
        required,
        { rule: 'length', min: CONTACT.textMin, max: CONTACT.textMax, key: 'contact_text_length' },
      ],
    },
  },
});
