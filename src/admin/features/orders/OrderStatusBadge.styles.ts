import styled, { type DefaultTheme } from 'styled-components';
import type { OrderStatus } from '../../../shared/rules/orderStatus';

const tone = (theme: DefaultTheme, status: OrderStatus): string =>
  ({
    pending: theme.color.accentStrong,
    confirmed: theme.color.primary,
    shipped: theme.color.badge.new,
    delivered: theme.color.badge.available,
    cancelled: theme.color.danger,
  })[status];

export const Badge = styled.span<{ $status: OrderStatus }>`
  display: inline-block;
  padding-block: 2px;
  padding-inline: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme, $status }) => tone(theme, $status)};
  border-inline-start-width: 4px;
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme, $status }) => tone(theme, $status)};
  background: ${({ theme }) => theme.color.surface};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: nowrap;
`;
