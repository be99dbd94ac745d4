import styled from 'styled-components';

export const Area = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(6)};

  @media ${({ theme }) => theme.media.desktop} {
    grid-template-columns: 15rem minmax(0, 1fr);
  }
`;

/**
 * Large screens only. Size containment: its content does not size the row, so the row is exactly
 * as tall as the carousel (the grid stretches the list to it); a long category list scrolls.
 */
export const CategoryNav = styled.nav`
  display: none;

  @media ${({ theme }) => theme.media.desktop} {
    contain: size;
    display: flex;
    flex-direction: column;
    overflow: hidden;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
  }
`;

export const CategoryTitle = styled.h2`
  margin: 0;
  padding-block: ${({ theme }) => theme.space(3)};
  padding-inline: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-size: ${({ theme }) => theme.font.size.md};
`;

export const CategoryList = styled.ul`
  flex: 1 1 0;
  min-block-size: 0;
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-y: auto;

  li + li {
    border-block-start: 1px solid ${({ theme }) => theme.color.border};
  }

  a {
    display: block;
    padding-block: ${({ theme }) => theme.space(2)};
    padding-inline: ${({ theme }) => theme.space(4)};
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;

    &:hover {
      background: ${({ theme }) => theme.color.surfaceTint};
      color: ${({ theme }) => theme.color.primary};
    }

    &:focus-visible {
      outline: 3px solid ${({ theme }) => theme.color.focus};
      outline-offset: -3px;
    }
  }
`;
