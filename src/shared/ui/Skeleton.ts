import styled, { keyframes } from 'styled-components';

const pulse = keyframes`
  50% { opacity: 0.5; }
`;

/**
 * A pulsing grey block standing in for content of the same size while it loads (still for
 * shoppers who ask for reduced motion). Screens give it the size of what it stands for.
 */
export const Bone = styled.span<{ $inline?: string; $block?: string }>`
  display: block;
  inline-size: ${({ $inline = '100%' }) => $inline};
  block-size: ${({ $block = '1em' }) => $block};
  max-inline-size: 100%;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.border};
  animation: ${pulse} 1.4s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
