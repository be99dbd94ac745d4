import styled from 'styled-components';

export const LoadError = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.sm};

  & > p {
    margin: 0;
    flex: 1 1 12rem;
  }
`;
