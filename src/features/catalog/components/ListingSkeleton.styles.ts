import styled, { keyframes } from 'styled-components';

const pulse = keyframes`
  50% { opacity: 0.5; }
`;

/** The product card's measured shape: a square image, then about 186 px of text and button. */
const CARD_BODY_HEIGHT = '186px';

export const CardBone = styled.li`
  display: flex;
  flex-direction: column;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  overflow: hidden;
`;

export const ImageBone = styled.div`
  aspect-ratio: 1 / 1;
  background: ${({ theme }) => theme.color.border};
  animation: ${pulse} 1.4s ease-in-out infinite;
`;

export const Lines = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  block-size: ${CARD_BODY_HEIGHT};
  box-sizing: border-box;
  padding: ${({ theme }) => theme.space(3)};
`;

export const Bone = styled.div<{ $width: string; $height?: string }>`
  inline-size: ${({ $width }) => $width};
  block-size: ${({ $height = '14px' }) => $height};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.border};
  animation: ${pulse} 1.4s ease-in-out infinite;
`;
