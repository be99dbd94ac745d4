import styled from 'styled-components';

export const Empty = styled.p`
  margin: 0;
  padding-block: ${({ theme }) => theme.space(16)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.lg};
  text-align: center;
`;
