import styled, { keyframes } from 'styled-components';

const pulse = keyframes`
  50% { opacity: 0.5; }
`;

export const Rows = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

/** As tall as a closed accordion header (56 px) with its border. */
export const Row = styled.div`
  display: flex;
  align-items: center;
  min-block-size: 58px;
  box-sizing: border-box;
  padding-inline: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
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
