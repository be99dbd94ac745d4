import styled from 'styled-components';

/** The screen's three sections, one under the other. */
export const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The flags, one per line: each label is a sentence, so they never share a line. */
export const FlagList = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

/** The landlines: a group under one legend, two inputs a line from the small breakpoint up. */
export const PhoneGroup = styled.fieldset`
  grid-column: 1 / -1;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  border: 0;
  min-inline-size: 0;

  @media ${({ theme }) => theme.media.small} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const PhoneLegend = styled.legend`
  grid-column: 1 / -1;
  padding: 0;
  margin-block-end: ${({ theme }) => theme.space(2)};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;
