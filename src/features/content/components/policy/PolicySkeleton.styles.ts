import styled, { keyframes } from 'styled-components';

const pulse = keyframes`
  50% { opacity: 0.5; }
`;

export const Skeleton = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
`;

export const Paragraph = styled.div`
  display: flex;
  flex-direction: column;
  /* One line of the page's text (1.8 line height) per bone. */
  gap: calc(1.8em - 14px);
`;

export const Bone = styled.div<{ $width: string }>`
  inline-size: ${({ $width }) => $width};
  block-size: 14px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.border};
  animation: ${pulse} 1.4s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
