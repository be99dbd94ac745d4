// The product form's values (text as typed, the pictures' addresses in order) and the bodies they
// become: every field on create, only what changed on save.
import type { AdminProductBody, AdminProductDto } from '../../../../shared/wire/adminProducts';

export interface ProductFormValues {
  name_ar: string;
  name_en: string;
  description_ar: string;
  description_en: string;
  product_code: string;
  category_id: string;
  price_before_discount: string;
  price_after_discount: string;
  quantity: string;
  product_status: NonNullable<AdminProductBody['product_status']>;
  status: NonNullable<AdminProductBody['status']>;
  sort: string;
  images: string[];
}

/** A new product: hidden from the shop until staff publish it. */
export const NEW_PRODUCT: ProductFormValues = {
  name_ar: '',
  name_en: '',
  description_ar: '',
  description_en: '',
  product_code: '',
  category_id: '',
  price_before_discount: '',
  price_after_discount: '',
  quantity: '0',
  product_status: 'new',
  status: 'inactive',
  sort: '0',
  images: [],
};

export function valuesOf(product: AdminProductDto): ProductFormValues {
  return {
    name_ar: product.name_ar,
    name_en: product.name_en,
    description_ar: product.description_ar ?? '',
    description_en: product.description_en ?? '',
    product_code: product.product_code,
    category_id: String(product.category_id),
    price_before_discount: product.price_before_discount ?? '',
    price_after_discount: product.price_after_discount ?? '',
    quantity: String(product.quantity),
    product_status: product.product_status,
    status: product.status,
    sort: String(product.sort),
    images: [...product.images],
  };
}

const orNull = (text: string): string | null => (text.trim() === '' ? null : text);
/** A whole number field left empty is not sent (the product keeps or gets its default). */
const wholeOrOmit = (text: string): number | undefined =>
  text.trim() === '' ? undefined : Number(text.trim());

/** Every field as the API takes it (valid values: the rule table has passed). */
export function bodyOf(values: ProductFormValues): AdminProductBody {
  const body: AdminProductBody = {
    name_ar: values.name_ar,
    name_en: values.name_en,
    description_ar: orNull(values.description_ar),
    description_en: orNull(values.description_en),
    product_code: values.product_code,
    category_id: Number(values.category_id),
    // An empty price is none at all (a "get price" product).
    price_before_discount: orNull(values.price_before_discount.trim()),
    price_after_discount: orNull(values.price_after_discount.trim()),
    quantity: wholeOrOmit(values.quantity),
    product_status: values.product_status,
    status: values.status,
    sort: wholeOrOmit(values.sort),
    images: values.images,
  };
  for (const key of Object.keys(body) as (keyof AdminProductBody)[]) {
    if (body[key] === undefined) delete body[key];
  }
  return body;
}

/** The fields whose value differs from `saved`: what a save sends (PATCH takes any subset). */
export function changedBody(values: ProductFormValues, saved: ProductFormValues): AdminProductBody {
  const next = bodyOf(values);
  const before = bodyOf(saved);
  const changed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next)) {
    const old = (before as Record<string, unknown>)[key];
    if (JSON.stringify(value) !== JSON.stringify(old)) changed[key] = value;
  }
  return changed as AdminProductBody;
}
