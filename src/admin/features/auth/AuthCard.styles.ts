// The signed-out pages' frame (sign-in and the invite link's set-password page): one centred card,
// the shop's name and the language link on its top line.
import styled from 'styled-components';

export const Page = styled.main`
  min-block-size: 100vh;
  display: grid;
  place-items: center;
  padding-inline: ${({ theme }) => theme.space(4)};
`;

export const Card = styled.div`
  inline-size: 100%;
  max-inline-size: 420px;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.card};
  padding-block: ${({ theme }) => theme.space(6)};
  padding-inline: ${({ theme }) => theme.space(5)};
`;

export const Title = styled.h1`
  margin-block: 0 ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.font.size.xl};
`;

export const Intro = styled.p`
  margin-block: 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const TopLine = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  margin-block-end: ${({ theme }) => theme.space(4)};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;
