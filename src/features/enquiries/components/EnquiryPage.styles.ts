import styled from 'styled-components';

/** The h1 of every enquiry page (contact, representative, bulk order). */
export const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  font-size: ${({ theme }) => theme.font.size.xl};
  color: ${({ theme }) => theme.color.text};
  overflow-wrap: anywhere;

  @media ${({ theme }) => theme.media.desktop} {
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
`;
