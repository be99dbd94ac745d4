import styled, { keyframes } from 'styled-components';
import { BOTTOM_BAR_HEIGHT } from '../header/MobileBottomBar.styles';

// Pulses every 4 s for 1.5 s — one 4 s cycle whose first 37.5 % (1.5 s) is the pulse: the button
// swells and a ring of the accent colour spreads 18 px out from it and fades. Both move only
// transform and opacity, which the compositor animates on its own; an animated box-shadow would be
// repainted by the main thread on every frame for as long as the page is open.
const pulse = keyframes`
  0% { transform: scale(1); }
  18.75% { transform: scale(1.12); }
  37.5%, 100% { transform: scale(1); }
`;

const RING_SPREAD = 18;
const BUTTON_SIZE = 56;

const ring = keyframes`
  0% { transform: scale(1); opacity: 1; }
  37.5%, 100% { transform: scale(${(BUTTON_SIZE + 2 * RING_SPREAD) / BUTTON_SIZE}); opacity: 0; }
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
  inline-size: ${BUTTON_SIZE}px;
  block-size: ${BUTTON_SIZE}px;
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.color.onPrimary};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  animation: ${pulse} 4s ease-out infinite;

  /* The button's disc, and behind it the ring (the link is their stacking context). */
  &::before,
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
    pointer-events: none;
  }

  &::before {
    z-index: -1;
    background: ${({ theme }) => theme.color.badge.available};
  }

  &::after {
    z-index: -2;
    background: var(--pulse-colour);
    opacity: 0;
    animation: ${ring} 4s ease-out infinite;
  }

  @media ${({ theme }) => theme.media.tablet} {
    inset-block-end: ${({ theme }) => theme.space(6)};
  }

  @media (prefers-reduced-motion: reduce) {
    &,
    &::after {
      animation: none;
    }
  }
`;
