import styled from 'styled-components';

export const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-block-end: ${({ theme }) => theme.space(4)};
`;

/** One column on phones, two from the tablet breakpoint up. */
export const List = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  margin: ${({ theme }) => theme.space(4)} 0 0;
  padding: 0;
  list-style: none;

  @media ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const Empty = styled.p`
  margin: 0;
  padding-block: ${({ theme }) => theme.space(10)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.lg};
  text-align: center;
`;

export const FormHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme }) => theme.color.text};
`;
