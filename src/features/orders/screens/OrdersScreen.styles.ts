import styled from 'styled-components';

export const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  font-size: ${({ theme }) => theme.font.size.xl};
  color: ${({ theme }) => theme.color.text};

  @media ${({ theme }) => theme.media.desktop} {
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
`;
