// How the back office writes amounts and moments: Latin digits in both languages (they sit in
// left-to-right islands), dates in Cairo time, since the shop and its staff are in Egypt.
import type { Language } from '../../shared/rules/constants';

const SHOP_TIME_ZONE = 'Africa/Cairo';

/** "1,250.00 EGP" / "1,250.00 ج.م"; an empty amount is a dash. */
export function formatAmount(value: string | null, language: Language): string {
  if (value === null || value === '') return '—';
  const amount = Number(value);
  if (!Number.isFinite(amount)) return value;
  const digits = amount.toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return language === 'en' ? `${digits} EGP` : `${digits} ج.م`;
}

/** "2026-11-25 14:05" in Cairo time, Latin digits, whichever language. */
export function formatMoment(iso: string | null): string {
  if (!iso) return '—';
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}
