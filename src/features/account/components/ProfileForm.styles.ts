import styled from 'styled-components';

/** One column on phones, two from the small breakpoint up. */
export const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};

  @media ${({ theme }) => theme.media.small} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
