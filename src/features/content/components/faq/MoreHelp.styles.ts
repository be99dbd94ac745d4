import styled from 'styled-components';

export const Box = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-block-start: ${({ theme }) => theme.space(10)};
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceTint};
  text-align: center;
`;

export const Heading = styled.h2`
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme }) => theme.color.text};
`;

export const Text = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-block-start: ${({ theme }) => theme.space(2)};

  a {
    text-decoration: none;
  }
`;
