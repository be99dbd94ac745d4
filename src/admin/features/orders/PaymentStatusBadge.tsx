import { useTranslation } from 'react-i18next';
import styled, { type DefaultTheme } from 'styled-components';
import { PAYMENT_STATUS_KEYS, type PaymentStatus } from './orderLabels';

const tone = (theme: DefaultTheme, status: PaymentStatus): string =>
  ({
    on_delivery: theme.color.textMuted,
    awaiting_payment: theme.color.accentStrong,
    paid: theme.color.badge.available,
    refunded: theme.color.primary,
    failed: theme.color.danger,
  })[status];

const Badge = styled.span<{ $status: PaymentStatus }>`
  display: inline-block;
  padding-inline: ${({ theme }) => theme.space(2)};
  border: 1px dashed ${({ theme, $status }) => tone(theme, $status)};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme, $status }) => tone(theme, $status)};
  background: ${({ theme }) => theme.color.surface};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  white-space: nowrap;
`;

/** Where the order's money stands, in words (the colour only repeats them). */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  return <Badge $status={status}>{t(PAYMENT_STATUS_KEYS[status])}</Badge>;
}
