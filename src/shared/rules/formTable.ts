// One rule table per form: the storefront's yup schema (yupSchema.ts) and the
// server's check (checkForm.ts) are both built from it, so both answer the same translation key
// for the same field. Pure data and predicates: no React, no DOM, no server code.
import type { PASSWORD_MIN } from './constants';
import {
  AMOUNT_PATTERN,
  charCount,
  isBlank,
  isDigits,
  isHttpsUrl,
  isDialNumber,
  isValidContactPhone,
  isReservedEmail,
  isValidEmail,
  isValidPhone,
  meetsPasswordMin,
  toPositiveId,
} from './validation';
import { videoId } from './videoId';

/** Interpolation values of a translation key (`{{min}}` in the locale files). */
export type Vars = Readonly<Record<string, string | number>>;

/** A rule applies only while another field of the same table holds exactly `is`. */
export interface Condition {
  readonly field: string;
  readonly is: unknown;
}

interface RuleBase {
  /** Key in src/i18n/locales/{ar,en}.json. */
  readonly key: string;
  readonly vars?: Vars;
  readonly when?: Condition;
}

/**
 * `required` fails on a blank value; every other rule judges present values only (a blank
 * optional field passes), which is the order in which the server has always checked.
 */
export type Rule = RuleBase &
  (
    | { readonly rule: 'required' }
    | { readonly rule: 'email' }
    /** Not an address of the domain kept for staff placeholders (validation.ts isReservedEmail). */
    | { readonly rule: 'notReservedEmail' }
    /** 01 followed by 9 digits. */
    | { readonly rule: 'phone' }
    /** The contact form's phone: 10 to 11 digits. */
    | { readonly rule: 'contactPhone' }
    /** A number to dial as written: optional +, digits and spaces (validation.ts). */
    | { readonly rule: 'dialNumber' }
    /** A link a video id can be read from (videoId.ts: watch, short-link or embed form). */
    | { readonly rule: 'videoLink' }
    /** 6 at registration and reset, 8 at change; counted untrimmed. */
    | { readonly rule: 'passwordMin'; readonly policy: keyof typeof PASSWORD_MIN }
    /** Characters of the trimmed text (code points). */
    | { readonly rule: 'length'; readonly min?: number; readonly max?: number }
    /** A positive record id (number or digit string). */
    | { readonly rule: 'id' }
    | { readonly rule: 'idEquals'; readonly id: number }
    /** Exactly the value of another field (password confirmation). */
    | { readonly rule: 'sameAs'; readonly field: string }
    /** A decimal amount ≥ 0 with at most two decimals (number or text), below `max`. */
    | { readonly rule: 'amount'; readonly max: number }
    /** A whole number ≥ 0 (number or digit text). */
    | { readonly rule: 'wholeNumber' }
    /** An amount not above another field's amount (checked only when that one is an amount too). */
    | { readonly rule: 'notAbove'; readonly field: string }
    /** One of the listed values, exactly. */
    | { readonly rule: 'oneOf'; readonly values: readonly string[] }
    /** Refuses an explicit `false` only (an agreement checkbox; absent on older clients' payloads). */
    | { readonly rule: 'notFalse' }
    /** Latin digits only, between `min` and `max` of them (a number dialled by a machine). */
    | { readonly rule: 'digits'; readonly min: number; readonly max: number }
    /** An absolute https address (validation.ts isHttpsUrl). */
    | { readonly rule: 'httpsUrl' }
  );

export interface FieldSpec {
  /**
   * The storefront form's `name` when it differs from the wire name (a name outside tools rely on),
   * or null when the form has no such field (only API clients send it).
   */
  readonly form?: string | null;
  /** On the storefront form only, never sent (a choice other rules depend on). */
  readonly formOnly?: boolean;
  /** Wire only: another body field read when this one is blank (an accepted synonym). */
  readonly alias?: string;
  /** Checked in order; the first failing rule is the field's answer. */
  readonly rules: readonly Rule[];
}

/**
 * Fields keyed by their wire name: the API payload name, which is also the key of the server's
 * 422 `errors`. A dotted name (`billing_address.city_id`) is a field of a nested object, checked
 * only when that object was sent.
 */
export interface FormTable {
  readonly name: string;
  readonly fields: Readonly<Record<string, FieldSpec>>;
}

/** `wire`: the API body and the server's error keys; `form`: the storefront's Formik values. */
export type Naming = 'wire' | 'form';

export interface Issue {
  readonly key: string;
  readonly vars?: Vars;
}

/** Field (in the naming checked) → its broken rule, as `[{ key, vars }]`; empty when valid. */
export type FieldIssues = Record<string, Issue[]>;

/** Keeps the table's literal field names in its type. */
export const defineForm = <const T extends FormTable>(table: T): T => table;

type Fields<T extends FormTable> = T['fields'];

/** The storefront's field names of a table (Formik `name`s). */
export type FormFieldName<T extends FormTable> = {
  [K in keyof Fields<T> & string]: Fields<T>[K] extends { form: null }
    ? never
    : Fields<T>[K] extends { form: infer N extends string }
      ? N
      : K;
}[keyof Fields<T> & string];

/** The API body's field names of a table (also the keys of the server's 422 `errors`). */
export type WireFieldName<T extends FormTable> = {
  [K in keyof Fields<T> & string]: Fields<T>[K] extends { formOnly: true } ? never : K;
}[keyof Fields<T> & string];

/** A field's name in `naming`, or null when that side has no such field. */
export function fieldName(field: FieldSpec, wireName: string, naming: Naming): string | null {
  if (naming === 'wire') return field.formOnly ? null : wireName;
  return field.form === undefined ? wireName : field.form;
}

/** The table's fields present in `naming`, in table order. */
export function namedFields(
  table: FormTable,
  naming: Naming,
): Array<{ name: string; wireName: string; field: FieldSpec }> {
  return Object.entries(table.fields).flatMap(([wireName, field]) => {
    const name = fieldName(field, wireName, naming);
    return name === null ? [] : [{ name, wireName, field }];
  });
}

/** The Formik field for a server error key (422 `errors`), or null when the form has none. */
export function formFieldName(table: FormTable, wireName: string): string | null {
  const field = table.fields[wireName];
  return field ? fieldName(field, wireName, 'form') : null;
}

function readPath(values: unknown, path: string): unknown {
  let current = values;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/** Reads a field by its wire name from `values` written in `naming`. */
export function valueReader(
  table: FormTable,
  values: unknown,
  naming: Naming,
): (wireName: string) => unknown {
  return (wireName) => {
    const field = table.fields[wireName];
    const name = field ? fieldName(field, wireName, naming) : wireName;
    return name === null ? undefined : readPath(values, name);
  };
}

/** JSON may carry a number where text is expected: read as its digits, anything else as ''. */
const asText = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** A non-negative amount with at most two decimals as a number, or null when it is not one. */
export function toAmount(value: unknown): number | null {
  const text =
    typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return AMOUNT_PATTERN.test(text) ? Number(text) : null;
}

function passes(rule: Rule, value: unknown, read: (wireName: string) => unknown): boolean {
  const text = asText(value);
  switch (rule.rule) {
    case 'required':
      return !isBlank(value);
    case 'email':
      return isValidEmail(text);
    case 'notReservedEmail':
      return !isReservedEmail(text);
    case 'phone':
      return isValidPhone(text);
    case 'contactPhone':
      return isValidContactPhone(text);
    case 'dialNumber':
      return isDialNumber(text);
    case 'videoLink':
      return videoId(text) !== null;
    case 'passwordMin':
      return meetsPasswordMin(text, rule.policy);
    case 'length': {
      const count = charCount(text);
      return (
        (rule.min === undefined || count >= rule.min) &&
        (rule.max === undefined || count <= rule.max)
      );
    }
    case 'id':
      return toPositiveId(value) !== null;
    case 'idEquals':
      return toPositiveId(value) === rule.id;
    case 'sameAs':
      return value === read(rule.field);
    case 'notFalse':
      return value !== false;
    case 'amount': {
      const amount = toAmount(value);
      return amount !== null && amount <= rule.max;
    }
    case 'wholeNumber':
      return (
        (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) ||
        (typeof value === 'string' && /^\d{1,9}$/.test(value.trim()))
      );
    case 'notAbove': {
      const amount = toAmount(value);
      const other = toAmount(read(rule.field));
      return amount === null || other === null || amount <= other;
    }
    case 'oneOf':
      return typeof value === 'string' && rule.values.includes(value);
    case 'digits':
      return isDigits(text, rule.min, rule.max);
    case 'httpsUrl':
      return isHttpsUrl(text);
  }
}

/** The first broken rule of field `wireName`, reading every field through `read`; null if none. */
export function firstIssue(
  table: FormTable,
  wireName: string,
  read: (wireName: string) => unknown,
  naming: Naming,
): Issue | null {
  const field = table.fields[wireName];
  if (!field) return null;
  let value = read(wireName);
  if (naming === 'wire' && field.alias && isBlank(value)) value = read(field.alias);
  for (const rule of field.rules) {
    if (rule.when && read(rule.when.field) !== rule.when.is) continue;
    if (rule.rule !== 'required' && isBlank(value)) continue;
    if (!passes(rule, value, read))
      return rule.vars ? { key: rule.key, vars: rule.vars } : { key: rule.key };
  }
  return null;
}
