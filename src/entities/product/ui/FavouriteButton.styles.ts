import styled from 'styled-components';

export const HeartButton = styled.button`
  display: inline-grid;
  place-items: center;
  inline-size: 44px;
  block-size: 44px;
  padding: 0;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.danger};
  box-shadow: ${({ theme }) => theme.shadow.card};
  cursor: pointer;
  transition: transform 0.15s ease;

  &:hover {
    transform: scale(1.06);
  }

  &:disabled {
    cursor: progress;
  }

  svg {
    inline-size: 22px;
    block-size: 22px;
  }
`;
