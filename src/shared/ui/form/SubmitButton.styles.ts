import styled, { keyframes } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/** Full width on phones, natural width from the small breakpoint up. */
export const FullWidth = styled.div`
  display: flex;

  & > button {
    flex: 1;
  }

  @media ${({ theme }) => theme.media.small} {
    & > button {
      flex: 0 1 auto;
      min-inline-size: 200px;
    }
  }
`;

export const BusyDot = styled.span`
  inline-size: 1em;
  block-size: 1em;
  border-radius: 50%;
  border: 2px solid currentColor;
  border-block-start-color: transparent;
  animation: ${spin} 0.8s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;
