import styled, { css } from 'styled-components';

export type ResultTone = 'good' | 'waiting' | 'bad';

export const Result = styled.div<{ $tone: ResultTone }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-block-end: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  border-inline-start: 6px solid;
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  font-weight: ${({ theme }) => theme.font.weight.bold};

  p {
    margin: 0;
  }

  ${({ theme, $tone }) =>
    $tone === 'good'
      ? css`
          border-color: ${theme.color.badge.available};
        `
      : $tone === 'bad'
        ? css`
            border-color: ${theme.color.danger};
            color: ${theme.color.danger};
          `
        : css`
            border-color: ${theme.color.accentStrong};
          `}
`;

export const PayLink = styled.a`
  display: inline-flex;
  align-self: flex-start;
  align-items: center;
  min-block-size: 44px;
  padding-block: ${({ theme }) => theme.space(2)};
  padding-inline: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.color.primaryHover};
  }
`;
