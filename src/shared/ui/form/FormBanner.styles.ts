import styled, { css } from 'styled-components';

export type BannerTone = 'error' | 'success' | 'info';

export const Banner = styled.div<{ $tone: BannerTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  padding-block: ${({ theme }) => theme.space(3)};
  padding-inline: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.sm};
  border-inline-start: 4px solid;

  ${({ theme, $tone }) =>
    $tone === 'error'
      ? css`
          background: ${theme.color.surface};
          border-color: ${theme.color.danger};
          color: ${theme.color.danger};
          box-shadow: inset 0 0 0 1px ${theme.color.danger};
        `
      : $tone === 'success'
        ? css`
            background: ${theme.color.primarySoft};
            border-color: ${theme.color.primary};
            color: ${theme.color.primaryHover};
          `
        : css`
            background: ${theme.color.accentSoft};
            border-color: ${theme.color.accentStrong};
            color: ${theme.color.text};
          `}
`;

export const BannerText = styled.p`
  flex: 1;
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const DismissButton = styled.button`
  flex-shrink: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 32px;
  block-size: 32px;
  margin-block: -${({ theme }) => theme.space(1)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: inherit;
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: 1;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.border};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 1px;
  }
`;
