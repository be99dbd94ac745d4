import styled from 'styled-components';

export const SwitchLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-block-size: 40px;
  padding-block: ${({ theme }) => theme.space(1)};
  padding-inline: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.color.onPrimary};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: ${({ theme }) => theme.color.onPrimary};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.color.primaryHover};
  }
`;
