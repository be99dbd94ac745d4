import { defineForm } from '../formTable';
import { required } from './common';

// /representative and /order: both open a messaging-app chat; nothing reaches the API.

/** Representative form: all three fields required. */
export const representativeForm = defineForm({
  name: 'representative',
  fields: {
    name: { rules: [required] },
    phone: { rules: [required] },
    products: { rules: [required] },
  },
});

/** Bulk order form: no validation, nothing required. */
export const bulkOrderForm = defineForm({
  name: 'bulkOrder',
  fields: {
    fullName: { rules: [] },
    phoneNumber: { rules: [] },
    companyName: { rules: [] },
    products: { rules: [] },
  },
});
