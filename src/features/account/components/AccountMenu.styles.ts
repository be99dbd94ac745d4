import { Link } from 'react-router';
import styled, { css } from 'styled-components';

export const Menu = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

/** Two columns of items on phones, one list from the desktop breakpoint (beside the content). */
export const MenuList = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;

  @media ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Separator = styled.li`
  grid-column: 1 / -1;
  block-size: 1px;
  margin-block: ${({ theme }) => theme.space(1)};
  background: ${({ theme }) => theme.color.border};
`;

const item = css`
  display: flex;
  align-items: center;
  inline-size: 100%;
  min-block-size: 44px;
  padding-block: ${({ theme }) => theme.space(2)};
  padding-inline: ${({ theme }) => theme.space(3)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-align: start;
  text-decoration: none;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.surfaceTint};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 1px;
  }

  &:disabled {
    cursor: progress;
    opacity: 0.6;
  }
`;

export const MenuLink = styled(Link)<{ $active: boolean }>`
  ${item}
  ${({ theme, $active }) =>
    $active &&
    css`
      background: ${theme.color.primarySoft};
      color: ${theme.color.primaryHover};
      border-inline-start: 4px solid ${theme.color.primary};
    `}
`;

export const MenuButton = styled.button`
  ${item}
`;

export const DangerButton = styled.button`
  ${item}
  color: ${({ theme }) => theme.color.danger};
`;
