import styled from 'styled-components';

/** The one h1 of a page: listings, content and enquiry pages. */
export const PageTitle = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  font-size: ${({ theme }) => theme.font.size.xl};
  color: ${({ theme }) => theme.color.text};
  overflow-wrap: anywhere;

  @media ${({ theme }) => theme.media.desktop} {
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
`;
