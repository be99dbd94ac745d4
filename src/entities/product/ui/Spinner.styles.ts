import styled, { keyframes } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/** A small ring in the current text colour, for buttons whose call is pending. */
export const InlineSpinner = styled.span`
  display: inline-block;
  flex: none;
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
