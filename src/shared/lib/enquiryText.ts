// The chat text of the enquiry forms (/representative, /order): a heading, then every
// field as "Label: value" in the form's order, in the page language. chatLink() encodes it for the
// wa.me link. No React, no DOM.

/** i18next's `t`, or any key → text function (tests pass a table). */
export type EnquiryTranslate = (key: string) => string;

export interface EnquiryLine {
  label: string;
  value: string | null | undefined;
}

/** What an empty field of a form with no required field reads as: the receiver sees it was left out. */
export const EMPTY_VALUE = '-';

/**
 * A value as it goes into the message: line breaks made \n, blanks around each line and blank
 * lines dropped, the whole trimmed. A product list typed one per line stays one per line.
 */
export function cleanValue(value: string | null | undefined): string {
  return (value ?? '')
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\n');
}

/**
 * `heading`, then one "Label: value" line per field, in the given order. A value of several lines
 * starts on the line under its label. An empty value reads EMPTY_VALUE.
 */
export function composeEnquiryText(heading: string, lines: readonly EnquiryLine[]): string {
  const body = lines.map(({ label, value }) => {
    const text = cleanValue(value) || EMPTY_VALUE;
    return text.includes('\n') ? `${label}:\n${text}` : `${label}: ${text}`;
  });
  return [heading.trim(), ...body].join('\n');
}

/** The representative form's fields, under the names outside tools rely on. */
export interface RepresentativeValues {
  name: string;
  phone: string;
  products: string;
}

/** The bulk order form's fields, under the names outside tools rely on. */
export interface BulkOrderValues {
  fullName: string;
  phoneNumber: string;
  companyName: string;
  products: string;
}

/** /representative: "Representative request", name, phone, products. */
export function representativeText(t: EnquiryTranslate, values: RepresentativeValues): string {
  return composeEnquiryText(t('representative_message_heading'), [
    { label: t('representative_name_label'), value: values.name },
    { label: t('representative_phone_label'), value: values.phone },
    { label: t('representative_products_label'), value: values.products },
  ]);
}

/** /order: "Bulk order", full name, phone, company, products. */
export function bulkOrderText(t: EnquiryTranslate, values: BulkOrderValues): string {
  return composeEnquiryText(t('bulk_order_message_heading'), [
    { label: t('bulk_order_full_name_label'), value: values.fullName },
    { label: t('bulk_order_phone_label'), value: values.phoneNumber },
    { label: t('bulk_order_company_label'), value: values.companyName },
    { label: t('bulk_order_products_label'), value: values.products },
  ]);
}
