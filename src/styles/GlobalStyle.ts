// Base document styles. Cairo is self-hosted (@fontsource, font-display: swap) in the two weights
// we use. Each subset's face carries its unicode-range, so a page downloads only the subsets its
// text uses: an English page the Latin files, an Arabic page the Arabic ones and the Latin ones
// for its digits (at most four small files). Without the ranges every face would be fetched and
// each swap would move the text again.
import '@fontsource/cairo/400.css';
import '@fontsource/cairo/700.css';
import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after {
    box-sizing: border-box;
  }

  /* A part of the page hydrated on its own (IslandFrame): a frame with no box of its own. */
  zj-island {
    display: contents;
  }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  body {
    margin: 0;
    min-block-size: 100vh;
    font-family: ${({ theme }) => theme.font.family};
    font-size: ${({ theme }) => theme.font.size.md};
    line-height: 1.6;
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.background};
    text-align: start;
  }

  h1, h2, h3, p, figure {
    margin: 0;
  }

  img {
    max-inline-size: 100%;
    block-size: auto;
  }

  button {
    font: inherit;
  }

  a {
    color: ${({ theme }) => theme.color.primary};
  }

  /* A tap kept until the app runs (public/paint-first.js): it shows it was taken. */
  [data-pending] {
    cursor: progress;
    opacity: 0.7;
  }

  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
