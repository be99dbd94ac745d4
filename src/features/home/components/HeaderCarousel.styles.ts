import styled, { css } from 'styled-components';

const slideBox = css`
  aspect-ratio: 16 / 7;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceTint};
`;

export const Frame = styled.div`
  position: relative;
  min-inline-size: 0;
`;

/** Loading, failed or empty: the carousel's own box, so nothing moves when pictures arrive. */
export const StatusBox = styled.div`
  ${slideBox}
  display: flex;
  align-items: center;
  justify-content: center;
  color: ${({ theme }) => theme.color.danger};
`;

export const Track = styled.div`
  ${slideBox}
  display: flex;
  overflow-x: auto;
  overflow-y: hidden;
  scroll-snap-type: x mandatory;
  overscroll-behavior-x: contain;
  scrollbar-width: none;

  &::-webkit-scrollbar {
    display: none;
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

/** A slide the owner gave a link is that link as a whole, its focus ring inside the strip. */
export const Slide = styled.div`
  flex: 0 0 100%;
  scroll-snap-align: start;
  scroll-snap-stop: always;

  /* Until the app runs only the first picture is laid out: the next one, clipped off the side, is
     near enough for the browser to fetch it while the page's scripts download. */
  html:not([data-hydrated]) &:nth-child(n + 2) {
    display: none;
  }

  & > a {
    display: block;
    outline-offset: -3px;
  }
`;

export const Picture = styled.img`
  display: block;
  inline-size: 100%;
  block-size: 100%;
  object-fit: cover;
`;

export const ArrowButton = styled.button<{ $side: 'start' | 'end' }>`
  position: absolute;
  z-index: 1;
  inset-block-start: calc(50% - 22px);
  ${({ $side, theme }) =>
    $side === 'start'
      ? css`
          inset-inline-start: ${theme.space(2)};
        `
      : css`
          inset-inline-end: ${theme.space(2)};
        `}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 44px;
  block-size: 44px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.primary};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  opacity: 0.9;
  cursor: pointer;

  &:hover {
    opacity: 1;
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
    opacity: 1;
  }

  /* The chevron is drawn pointing left: it points to the button's own side of the page. */
  svg {
    inline-size: 22px;
    block-size: 22px;
    transform: ${({ theme, $side }) =>
      ($side === 'end') !== (theme.dir === 'rtl') ? 'scaleX(-1)' : 'none'};
  }
`;
