import styled from 'styled-components';

export const ShareLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-block-size: 44px;
  padding-inline: ${({ theme }) => theme.space(4)};
  border: 2px solid ${({ theme }) => theme.color.badge.available};
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.color.badge.available};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;

  svg {
    inline-size: 20px;
    block-size: 20px;
  }

  &:hover {
    background: ${({ theme }) => theme.color.surfaceTint};
  }
`;
