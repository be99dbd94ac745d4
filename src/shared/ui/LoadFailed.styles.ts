import styled from 'styled-components';

export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(6)};
  max-inline-size: 480px;
  margin-inline: auto;
  padding-block: ${({ theme }) => theme.space(16)};
  text-align: center;
`;

export const Message = styled.p`
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme }) => theme.color.text};
`;
