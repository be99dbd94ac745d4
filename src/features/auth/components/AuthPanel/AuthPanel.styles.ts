import styled from 'styled-components';

export const Page = styled.section`
  padding-block: ${({ theme }) => theme.space(6)};
  padding-inline: ${({ theme }) => theme.space(4)};

  @media ${({ theme }) => theme.media.tablet} {
    padding-block: ${({ theme }) => theme.space(12)};
  }
`;

export const Card = styled.div<{ $wide: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  max-inline-size: ${({ $wide }) => ($wide ? '720px' : '480px')};
  margin-inline: auto;
  padding-block: ${({ theme }) => theme.space(6)};
  padding-inline: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.card};

  @media ${({ theme }) => theme.media.small} {
    padding-block: ${({ theme }) => theme.space(8)};
    padding-inline: ${({ theme }) => theme.space(8)};
  }
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  color: ${({ theme }) => theme.color.text};
  text-align: center;

  @media ${({ theme }) => theme.media.tablet} {
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
`;

export const Intro = styled.p`
  margin: 0;
  margin-block-start: -${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.color.textMuted};
  text-align: center;
`;

export const Links = styled.nav`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding-block-start: ${({ theme }) => theme.space(4)};
  border-block-start: 1px solid ${({ theme }) => theme.color.border};
  text-align: center;

  & a {
    color: ${({ theme }) => theme.color.primary};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    text-underline-offset: 3px;
  }

  & a:hover {
    color: ${({ theme }) => theme.color.primaryHover};
  }

  & a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

export const LinkLine = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;
