import styled from 'styled-components';

export const SocialList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-block-size: 36px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const SocialItem = styled.li`
  display: flex;
`;

export const SocialLink = styled.a<{ $tone: 'onPrimary' | 'onDark' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 36px;
  block-size: 36px;
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.color.onPrimary};
  background: ${({ theme, $tone }) =>
    $tone === 'onDark' ? theme.color.primary : theme.color.primaryHover};

  &:hover {
    background: ${({ theme }) => theme.color.accentStrong};
  }
`;
