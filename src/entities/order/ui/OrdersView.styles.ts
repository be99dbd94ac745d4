import styled from 'styled-components';

export const Status = styled.p`
  padding-block: ${({ theme }) => theme.space(12)};
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Empty = styled.p`
  padding-block: ${({ theme }) => theme.space(12)};
  text-align: center;
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Failed = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding-block: ${({ theme }) => theme.space(12)};
  color: ${({ theme }) => theme.color.danger};
  text-align: center;
`;
