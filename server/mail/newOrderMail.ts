import type { Lang } from '../lib/i18n';
import type { AdminOrderDto } from '../../src/shared/wire/adminOrders';
import type { MailMessage } from './mailer';
import { escapeHtml } from './resetCodeMail';

// The mail the shop gets for each new order: what to prepare and where it goes, Arabic first with
// the same summary in English below (one mail, whoever on the staff reads it). The copy lives here,
// not in the storefront's locale files: it never reaches a browser.

export interface NewOrderMailInput {
  to: string;
  order: AdminOrderDto;
  /** Names of the typed-in address's city (the saved address copies carry their own). */
  billingCity: { name_ar: string; name_en: string } | null;
  publicUrl: string;
}

/** The order's page in the back office. */
export const adminOrderLink = (publicUrl: string, id: number): string =>
  `${publicUrl}/admin/orders/${id}`;

interface Copy {
  title: (number: string) => string;
  customer: string;
  phone: string;
  lines: string;
  total: string;
  payment: string;
  cash: string;
  /** Without an online gateway: the courier brings a card machine. */
  cardOnDelivery: string;
  cardOnline: string;
  /** An online payment's state: mailed once paid, so normally `paid`. */
  paid: string;
  unpaid: string;
  address: string;
  note: string;
  open: string;
  none: string;
}

const COPY: Record<Lang, Copy> = {
  ar: {
    title: (number) => `طلب جديد ${number}`,
    customer: 'العميل',
    phone: 'الهاتف',
    lines: 'المنتجات',
    total: 'الإجمالي',
    payment: 'طريقة الدفع',
    cash: 'نقدًا عند الاستلام',
    cardOnDelivery: 'بطاقة عند الاستلام (جهاز دفع مع المندوب)',
    cardOnline: 'بطاقة أونلاين (Paymob)',
    paid: 'مدفوع',
    unpaid: 'لم يُدفع بعد',
    address: 'عنوان الشحن',
    note: 'ملاحظة',
    open: 'فتح الطلب في لوحة الإدارة',
    none: '—',
  },
  en: {
    title: (number) => `New order ${number}`,
    customer: 'Customer',
    phone: 'Phone',
    lines: 'Products',
    total: 'Total',
    payment: 'Payment method',
    cash: 'Cash on delivery',
    cardOnDelivery: "Card on delivery (the courier's card machine)",
    cardOnline: 'Card online (Paymob)',
    paid: 'paid',
    unpaid: 'not paid yet',
    address: 'Shipping address',
    note: 'Note',
    open: 'Open the order in the back office',
    none: '—',
  },
};

/** How the order is paid, in the mail's words. */
function paymentText(order: AdminOrderDto, copy: Copy): string {
  if (order.payment_method === 'cash') return copy.cash;
  if (order.payment_status === 'on_delivery') return copy.cardOnDelivery;
  return `${copy.cardOnline} — ${order.payment_status === 'paid' ? copy.paid : copy.unpaid}`;
}

/** Amounts with Latin digits in both languages, as the storefront shows them. */
const amount = (value: string | null, currency: string): string =>
  value === null ? '—' : `${value} ${currency}`;

interface Section {
  lang: Lang;
  title: string;
  fields: Array<[string, string]>;
  lines: string[];
}

function section(input: NewOrderMailInput, lang: Lang): Section {
  const { order, billingCity } = input;
  const copy = COPY[lang];
  const name = (names: { name_ar: string; name_en: string }) =>
    lang === 'ar' ? names.name_ar : names.name_en;
  const joined = (parts: Array<string | null | undefined>) =>
    parts.filter((part) => part && part.trim()).join(lang === 'ar' ? '، ' : ', ');

  const saved = order.shipping_address;
  const typed = order.billing_address;
  const address = saved
    ? joined([
        `${saved.first_name} ${saved.family_name}`.trim(),
        saved.phone_number,
        saved.address,
        saved.city ? name(saved.city) : null,
      ])
    : typed
      ? joined([
          `${typed.first_name ?? ''} ${typed.last_name ?? ''}`.trim(),
          typed.phone_number,
          typed.address,
          billingCity ? name(billingCity) : null,
        ])
      : '';

  return {
    lang,
    title: copy.title(order.number),
    fields: [
      [copy.customer, order.customer?.name || copy.none],
      [copy.phone, order.customer?.phone_number || typed?.phone_number || copy.none],
      [copy.total, amount(order.total_price, order.currency)],
      [copy.payment, paymentText(order, copy)],
      [copy.address, address || copy.none],
      [copy.note, order.note || copy.none],
    ],
    lines: order.items.map(
      (item) => `${item.quantity} × ${name(item)} — ${amount(item.price, item.currency)}`,
    ),
  };
}

function textOf(part: Section): string {
  const copy = COPY[part.lang];
  return [
    part.title,
    ...part.fields.slice(0, 2).map(([label, value]) => `${label}: ${value}`),
    `${copy.lines}:`,
    ...part.lines.map((line) => `- ${line}`),
    ...part.fields.slice(2).map(([label, value]) => `${label}: ${value}`),
  ].join('\n');
}

function htmlOf(part: Section, link: string): string {
  const copy = COPY[part.lang];
  const dir = part.lang === 'ar' ? 'rtl' : 'ltr';
  const row = ([label, value]: [string, string]) =>
    `<p><strong>${escapeHtml(label)}:</strong> <bdi>${escapeHtml(value)}</bdi></p>`;
  return [
    `<div dir="${dir}" lang="${part.lang}">`,
    `<h2>${escapeHtml(part.title)}</h2>`,
    ...part.fields.slice(0, 2).map(row),
    `<p><strong>${escapeHtml(copy.lines)}:</strong></p>`,
    `<ul>${part.lines.map((line) => `<li><bdi>${escapeHtml(line)}</bdi></li>`).join('')}</ul>`,
    ...part.fields.slice(2).map(row),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(copy.open)}</a></p>`,
    '</div>',
  ].join('\n');
}

export function newOrderMail(input: NewOrderMailInput): MailMessage {
  const link = adminOrderLink(input.publicUrl, input.order.id);
  const ar = section(input, 'ar');
  const en = section(input, 'en');
  const text = [
    textOf(ar),
    `${COPY.ar.open}: ${link}`,
    '',
    '----',
    '',
    textOf(en),
    `${COPY.en.open}: ${link}`,
    '',
  ].join('\n');
  const html = [
    '<!doctype html>',
    '<html lang="ar" dir="rtl"><body style="font-family:Arial,sans-serif">',
    htmlOf(ar, link),
    '<hr>',
    htmlOf(en, link),
    '</body></html>',
  ].join('\n');
  return { to: input.to, subject: `${ar.title} / ${en.title}`, text, html };
}
