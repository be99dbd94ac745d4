import styled from 'styled-components';

export const Opened = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.primarySoft};
  color: ${({ theme }) => theme.color.text};
  line-height: 1.7;
`;

export const OpenedLink = styled.a`
  color: ${({ theme }) => theme.color.primaryHover};
  font-weight: ${({ theme }) => theme.font.weight.bold};

  span {
    font-weight: ${({ theme }) => theme.font.weight.regular};
  }
`;
