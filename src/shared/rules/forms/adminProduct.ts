import { defineForm, type Rule } from '../formTable';
import { PICTURE_LIMITS } from '../media';
import { required } from './common';

/** Limits of the back office's product fields (the wire schema's maxLength too). */
export const ADMIN_PRODUCT_LIMITS = {
  name: 200,
  description: 5000,
  productCode: 50,
  /** products.price_* are numeric(12, 2). */
  priceMax: 9999999999.99,
  /** Longest text an amount may be sent as. */
  amountText: 20,
  /** Pictures of one product, the main one included. */
  images: PICTURE_LIMITS.perProduct,
} as const;

/** price_percent of a bulk change: −90 % to +500 % (the back office checks it before sending). */
export const ADMIN_PRICE_PERCENT = { min: -90, max: 500 } as const;

export const ADMIN_PRODUCT_STATUSES = ['new', 'available', 'unavailable'] as const;
export const ADMIN_PUBLISH_STATUSES = ['active', 'inactive'] as const;

const longest = (max: number) =>
  ({ rule: 'length', max, key: 'field_too_long', vars: { max } }) as const satisfies Rule;

const price = {
  rule: 'amount',
  max: ADMIN_PRODUCT_LIMITS.priceMax,
  key: 'admin_price_invalid',
} as const satisfies Rule;

/**
 * The back office's product form (POST /admin/products, and the product as a PATCH leaves it):
 * names and code required, prices optional (none = a "get price" product) but when both are
 * given the price after discount is not above the one before it, stock a whole number. The server
 * adds what only the database knows (the code is free, the category exists).
 */
export const adminProductForm = defineForm({
  name: 'adminProduct',
  fields: {
    name_ar: { rules: [required, longest(ADMIN_PRODUCT_LIMITS.name)] },
    name_en: { rules: [required, longest(ADMIN_PRODUCT_LIMITS.name)] },
    description_ar: { rules: [longest(ADMIN_PRODUCT_LIMITS.description)] },
    description_en: { rules: [longest(ADMIN_PRODUCT_LIMITS.description)] },
    product_code: { rules: [required, longest(ADMIN_PRODUCT_LIMITS.productCode)] },
    category_id: {
      rules: [required, { rule: 'id', key: 'admin_category_invalid' }],
    },
    price_before_discount: { rules: [price] },
    price_after_discount: {
      rules: [
        price,
        { rule: 'notAbove', field: 'price_before_discount', key: 'admin_price_above_before' },
      ],
    },
    quantity: { rules: [{ rule: 'wholeNumber', key: 'admin_quantity_invalid' }] },
    product_status: {
      rules: [{ rule: 'oneOf', values: ADMIN_PRODUCT_STATUSES, key: 'field_invalid' }],
    },
    status: { rules: [{ rule: 'oneOf', values: ADMIN_PUBLISH_STATUSES, key: 'field_invalid' }] },
    sort: { rules: [{ rule: 'wholeNumber', key: 'field_invalid' }] },
  },
});
