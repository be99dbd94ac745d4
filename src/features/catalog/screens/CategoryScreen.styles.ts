import styled from 'styled-components';

/** Sidebar beside the results from 1024 px; stacked (sidebar folded) below. */
export const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  align-items: start;

  @media ${({ theme }) => theme.media.desktop} {
    grid-template-columns: 260px minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(8)};
  }
`;

export const Results = styled.div`
  min-inline-size: 0;
`;
