import styled from 'styled-components';

export const Page = styled.main`
  display: flex;
  align-items: center;
  justify-content: center;
  min-block-size: 100vh;
  padding: ${({ theme }) => theme.space(4)};
  background: linear-gradient(
    160deg,
    ${({ theme }) => theme.color.surfaceTint},
    ${({ theme }) => theme.color.primarySoft}
  );
`;

export const Card = styled.section`
  inline-size: min(100%, 520px);
  padding-block: ${({ theme }) => theme.space(10)};
  padding-inline: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  text-align: center;
`;

export const Brand = styled.p`
  color: ${({ theme }) => theme.color.primary};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

export const Heading = styled.h1`
  margin-block: ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.font.size.xl};
  color: ${({ theme }) => theme.color.text};

  @media ${({ theme }) => theme.media.tablet} {
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
`;

export const Text = styled.p`
  margin-block-end: ${({ theme }) => theme.space(8)};
  color: ${({ theme }) => theme.color.textMuted};
`;
