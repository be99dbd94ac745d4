import styled from 'styled-components';

export const Section = styled.section`
  min-inline-size: 0;
`;

export const Heading = styled.h2`
  margin-block-end: ${({ theme }) => theme.space(4)};
  padding-inline-start: ${({ theme }) => theme.space(3)};
  border-inline-start: 4px solid ${({ theme }) => theme.color.accent};
  font-size: ${({ theme }) => theme.font.size.lg};

  @media ${({ theme }) => theme.media.desktop} {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;
