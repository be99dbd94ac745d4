import styled from 'styled-components';

export const Nav = styled.nav`
  /* As a grid or flex item it may not grow past its container (long titles ellipsize). */
  min-inline-size: 0;
  max-inline-size: 100%;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Separators sit between the list items as presentational <li>s, so the list stays valid. */
export const Separator = styled.li`
  color: ${({ theme }) => theme.color.border};
  user-select: none;
`;

export const Item = styled.li`
  min-inline-size: 0;
  /* A long product title must not widen the page on a phone (it ellipsizes instead). */
  max-inline-size: 100%;

  a {
    color: ${({ theme }) => theme.color.primary};
    text-decoration: underline;
    text-underline-offset: 2px;
  }

  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

export const Current = styled.span`
  display: inline-block;
  max-inline-size: min(60ch, 100%);
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  vertical-align: bottom;
  color: ${({ theme }) => theme.color.text};
`;
