import styled, { keyframes } from 'styled-components';
import { BOTTOM_BAR_HEIGHT } from '../header/MobileBottomBar.styles';

// Pulses every 4 s for 1.5 s — one 4 s cycle whose first 37.5 % (1.5 s) is the pulse.
const pulse = keyframes`
  0% { transform: scale(1); box-shadow: 0 0 0 0 var(--pulse-colour); }
  18.75% { transform: scale(1.12); }
  37.5% { transform: scale(1); box-shadow: 0 0 0 18px transparent; }
  100% { transform: scale(1); box-shadow: 0 0 0 0 transparent; }
`;

export const FloatingLink = styled.a`
  --pulse-colour: ${({ theme }) => theme.color.accent};
  position: fixed;
  inset-inline-end: ${({ theme }) => theme.space(4)};
  inset-block-end: calc(${BOTTOM_BAR_HEIGHT} + ${({ theme }) => theme.space(3)});
  z-index: ${({ theme }) => theme.zIndex.overlay};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 56px;
  block-size: 56px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.badge.available};
  color: ${({ theme }) => theme.color.onPrimary};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  animation: ${pulse} 4s ease-out infinite;

  @media ${({ theme }) => theme.media.tablet} {
    inset-block-end: ${({ theme }) => theme.space(6)};
  }

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
