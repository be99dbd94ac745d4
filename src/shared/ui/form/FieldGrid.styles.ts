import styled from 'styled-components';

/** A form's fields: one column on phones, two from the small breakpoint up. */
export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};

  @media ${({ theme }) => theme.media.small} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** A field of a FieldGrid that spans both columns (a street address, a title). */
export const WideField = styled.div`
  grid-column: 1 / -1;
`;
