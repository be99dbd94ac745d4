// The shop details form's values and the body a save sends: the owner's text as typed in the form,
// the API's fields trimmed on the way out, only what changed.
import { setIn, type FormikErrors, type FormikHelpers } from 'formik';
import { fieldErrorsOf } from '../../../api/errors';
import { toLatinDigits } from '../../../shared/rules/digits';
import { SHOP_DETAILS_LIMITS } from '../../../shared/rules/shopDetails';
import type { ShopDetailsDto, ShopDetailsPatch } from '../../../shared/wire/shopDetails';

export const TEXT_FIELDS = [
  'customer_service_phone',
  'fax',
  'email',
  'chat_number',
  'address_ar',
  'address_en',
  'working_hours_ar',
  'working_hours_en',
  'map_location',
] as const;
type TextField = (typeof TEXT_FIELDS)[number];

/** Every text, and one input per landline the shop may list (empty ones mean none). */
export type ShopDetailsValues = Record<TextField, string> & { phones: string[] };

export function valuesOf(details: ShopDetailsDto): ShopDetailsValues {
  const phones = Array.from(
    { length: SHOP_DETAILS_LIMITS.phones },
    (_, index) => details.phones[index] ?? '',
  );
  const texts = Object.fromEntries(TEXT_FIELDS.map((field) => [field, details[field]]));
  return { ...(texts as Record<TextField, string>), phones };
}

/**
 * What the owner types into the chat number as people write it ("+20 100 198 6198") kept as the
 * digits the chat links need: blanks, +, dashes, dots and brackets go; anything else stays, so
 * the rule can say what is wrong with it.
 */
export const chatNumberTyped = (value: string): string =>
  toLatinDigits(value).replace(/[\s+\-().]/g, '');

/** The landlines given, in their order: blank inputs are not sent. */
const phonesOf = (values: ShopDetailsValues) =>
  values.phones.map((phone) => phone.trim()).filter((phone) => phone !== '');

/** The changed details, trimmed; {} when nothing changed. */
export function shopDetailsBody(
  values: ShopDetailsValues,
  before: ShopDetailsDto,
): ShopDetailsPatch {
  const body: ShopDetailsPatch = {};
  for (const field of TEXT_FIELDS) {
    const value = values[field].trim();
    if (value !== before[field]) body[field] = value;
  }
  const phones = phonesOf(values);
  if (JSON.stringify(phones) !== JSON.stringify(before.phones)) body.phones = phones;
  return body;
}

/**
 * A 422's field errors on the form's inputs. The server numbers landlines as sent (`phones.1`,
 * blank inputs left out), the form as shown: the N-th phone sent is the N-th non-blank input.
 */
export function applyShopDetailsErrors(
  error: unknown,
  values: ShopDetailsValues,
  formik: Pick<FormikHelpers<ShopDetailsValues>, 'setErrors' | 'setTouched'>,
): boolean {
  const fields = fieldErrorsOf(error);
  if (!fields) return false;
  const shown = values.phones.flatMap((phone, index) => (phone.trim() === '' ? [] : [index]));
  let errors: FormikErrors<ShopDetailsValues> = {};
  let touched = {};
  for (const [field, message] of Object.entries(fields)) {
    const sent = /^phones\.(\d+)$/.exec(field);
    const name = sent ? `phones.${shown[Number(sent[1])] ?? 0}` : field;
    errors = setIn(errors, name, message);
    touched = setIn(touched, name, true);
  }
  formik.setErrors(errors);
  void formik.setTouched(touched, false);
  return true;
}
