import styled, { css } from 'styled-components';
import type { OrderStatus } from '../model';

export const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li`
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  scroll-margin-block-start: ${({ theme }) => theme.space(24)};

  h2 {
    margin: 0;
    font-size: inherit;
  }
`;

export const Toggle = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  inline-size: 100%;
  min-block-size: 44px;
  padding: ${({ theme }) => theme.space(4)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  text-align: start;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.surfaceTint};
  }
`;

export const Summary = styled.span`
  display: flex;
  flex: 1;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  min-inline-size: 0;
`;

export const Number = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const Meta = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const StatusBadge = styled.span<{ $status: OrderStatus | null }>`
  padding-block: ${({ theme }) => theme.space(0.5)};
  padding-inline: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};

  ${({ theme, $status }) =>
    $status === 'cancelled'
      ? css`
          background: ${theme.color.danger};
          color: ${theme.color.onPrimary};
        `
      : $status === 'delivered'
        ? css`
            background: ${theme.color.badge.available};
            color: ${theme.color.onBadge};
          `
        : css`
            background: ${theme.color.primarySoft};
            color: ${theme.color.primaryHover};
          `}
`;

export const Chevron = styled.svg<{ $open: boolean }>`
  flex-shrink: 0;
  inline-size: 24px;
  block-size: 24px;
  transition: transform 0.2s ease;
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
`;
