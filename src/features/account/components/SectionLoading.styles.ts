import styled, { keyframes } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const Status = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  min-block-size: 200px;
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Spinner = styled.span`
  inline-size: 28px;
  block-size: 28px;
  border-radius: 50%;
  border: 3px solid ${({ theme }) => theme.color.primarySoft};
  border-block-start-color: ${({ theme }) => theme.color.primary};
  animation: ${spin} 0.8s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;
