// Texts an order is shown or shared with; no React.
import { formatPrice } from '../../shared/lib/price';
import type { Language } from '../../shared/rules/constants';
import type { Order, OrderStatus } from './model';

type Translate = (key: string, vars?: Record<string, string | number>) => string;

export const statusKey = (status: OrderStatus) => `order_status_${status}`;

/** The order's status in the page language, or the server's own word for one we do not know. */
export function statusLabel(order: Pick<Order, 'status' | 'statusText'>, t: Translate): string {
  return order.status ? t(statusKey(order.status)) : order.statusText;
}

/** "1 March 2025" in the page language with Latin digits (like prices); '' when unreadable. */
export function orderDate(iso: string | null, language: Language): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language === 'ar' ? 'ar-EG-u-nu-latn' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(date);
}

/**
 * The message a shopper sends the shop about an order (a wa.me chat link): its
 * number, one line per product (quantity × name) and the total.
 */
export function orderShareText(order: Order, t: Translate, language: Language): string {
  const lines = order.lines
    .map((line) => t('order_share_line', { quantity: line.quantity, name: line.name }))
    .join('\n');
  return t('order_share_message', {
    number: order.number,
    lines,
    // A chat message is plain text: the formatter's no-break space becomes a space.
    total: (formatPrice(order.total, order.currency, language) || (order.total ?? '')).replace(
      /\u00a0/g,
      ' ',
    ),
  });
}
