import styled, { css } from 'styled-components';

export const Nav = styled.nav`
  display: flex;
  justify-content: center;
  margin-block-start: ${({ theme }) => theme.space(8)};
`;

export const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;

  @media ${({ theme }) => theme.media.small} {
    gap: ${({ theme }) => theme.space(2)};
  }
`;

export const Item = styled.li`
  display: flex;
`;

const box = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  /* Seven boxes fit one line at 375 px; 44 px wide from 640 px. */
  min-inline-size: 40px;
  min-block-size: 44px;
  padding-inline: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid ${({ theme }) => theme.color.border};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-variant-numeric: tabular-nums;

  @media ${({ theme }) => theme.media.small} {
    min-inline-size: 44px;
    padding-inline: ${({ theme }) => theme.space(3)};
  }
`;

export const PageLink = styled.a<{ $current?: boolean }>`
  ${box}
  background: ${({ theme, $current }) => ($current ? theme.color.primary : theme.color.surface)};
  color: ${({ theme, $current }) => ($current ? theme.color.onPrimary : theme.color.primary)};
  border-color: ${({ theme, $current }) => ($current ? theme.color.primary : theme.color.border)};
  text-decoration: none;
  transition: background-color 0.15s ease;

  &:hover {
    background: ${({ theme, $current }) =>
      $current ? theme.color.primaryHover : theme.color.primarySoft};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

export const Disabled = styled.span`
  ${box}
  color: ${({ theme }) => theme.color.textMuted};
  background: ${({ theme }) => theme.color.background};
  cursor: not-allowed;
`;

/** Drawn pointing left (previous in LTR); mirrored for next and again in right-to-left pages. */
export const Chevron = styled.svg<{ $towards: 'previous' | 'next' }>`
  inline-size: 20px;
  block-size: 20px;
  fill: none;
  stroke: currentColor;
  stroke-width: 2.5;
  stroke-linecap: round;
  stroke-linejoin: round;
  ${({ theme, $towards }) =>
    ($towards === 'next') !== (theme.dir === 'rtl') &&
    css`
      transform: scaleX(-1);
    `}
`;
