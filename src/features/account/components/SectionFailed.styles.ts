import styled from 'styled-components';

export const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding-block: ${({ theme }) => theme.space(10)};
  text-align: center;
`;

export const Message = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme }) => theme.color.danger};
`;
