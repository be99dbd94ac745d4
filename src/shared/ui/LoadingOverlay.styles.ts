import styled, { keyframes } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Spinner = styled.span`
  inline-size: 48px;
  block-size: 48px;
  border-radius: 50%;
  border: 4px solid ${({ theme }) => theme.color.primarySoft};
  border-block-start-color: ${({ theme }) => theme.color.primary};
  animation: ${spin} 0.9s linear infinite;
`;
