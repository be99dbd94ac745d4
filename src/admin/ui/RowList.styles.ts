// A list of rows in the shop's order (categories, the pages' lists, the carousel's pictures): the
// list itself, a row's place number, its two texts (Arabic and English), its action buttons and
// the compact button they use.
import styled, { css } from 'styled-components';

export const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

export const Position = styled.span`
  min-inline-size: 2ch;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.textMuted};
  text-align: center;
`;

export const Actions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};

  @media ${({ theme }) => theme.media.desktop} {
    grid-column: auto;
    justify-content: flex-end;
  }
`;

export const Names = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  min-inline-size: 0;
`;

/* Each name has its own direction, yet both line up with the page's start edge. */
const pageStart = css`
  text-align: ${({ theme }) => (theme.dir === 'rtl' ? 'right' : 'left')};
`;

export const NameAr = styled.span`
  ${pageStart}
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const NameEn = styled.span`
  ${pageStart}
  color: ${({ theme }) => theme.color.textMuted};
`;
