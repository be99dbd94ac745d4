import styled from 'styled-components';

export const Section = styled.section`
  & + & {
    margin-block-start: ${({ theme }) => theme.space(10)};
  }
`;

export const SectionTitle = styled.h2`
  margin-block-end: ${({ theme }) => theme.space(4)};
  padding-inline-start: ${({ theme }) => theme.space(3)};
  border-inline-start: 4px solid ${({ theme }) => theme.color.accent};
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme }) => theme.color.text};

  @media ${({ theme }) => theme.media.desktop} {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

export const Notice = styled.p`
  color: ${({ theme }) => theme.color.danger};
`;
