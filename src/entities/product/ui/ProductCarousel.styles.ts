import styled, { css, keyframes } from 'styled-components';
import { PHONE_CARD_MAX, type CarouselLayout } from './ProductCarousel.layout';

/**
 * Half the gap between two cards. Every layout (slider, static first slice, grid) puts it on both
 * sides of each card and takes it back at the edges, so all three have the same card width and
 * one can replace another without anything moving.
 */
const HALF_GAP = 2;

const cardCell = css`
  padding-inline: ${({ theme }) => theme.space(HALF_GAP)};
  padding-block: ${({ theme }) => theme.space(1)};
`;

/**
 * The carousel (or grid) as a whole: the region the buttons belong to, and what the pointer and
 * the focus pause autoplay over, before and after the slider mounts.
 */
export const Frame = styled.div`
  position: relative;
`;

/** Phones: the one visible card is centred and keeps a readable width. */
export const CardBox = styled.div`
  max-inline-size: ${PHONE_CARD_MAX};
  margin-inline: auto;
  block-size: 100%;

  @media ${({ theme }) => theme.media.small} {
    max-inline-size: none;
  }
`;

/**
 * Before the slider mounts (server render, first paint, until the carousel is first used): the
 * first cards, exactly where the slider will show them: one under 640 px, one and a half under
 * 1024 px, four from 1024 px (where 2 to 4 products are the static grid: the same four columns).
 * Laid out by media queries alone, never by a layout read in script, so the server's markup is the
 * first client render's at every width. In the page direction, so in Arabic the first card sits on
 * the right. Its children are the slides (or, for the loading skeleton, list items).
 */
export const Slice = styled.ul`
  display: flex;
  overflow: hidden;
  margin-block: 0;
  margin-inline: -${({ theme }) => theme.space(HALF_GAP)};
  padding: 0;
  list-style: none;

  & > * {
    flex: 0 0 100%;
    min-inline-size: 0;
    ${cardCell}
  }

  /* Cards past the first view are not laid out at all: clipped off the side they would still be
     near enough for the browser to fetch their pictures while the page's scripts download. The
     wider layouts show theirs again with selectors of the same weight (-n + 2, n), so they win. */
  & > *:nth-child(n + 2) {
    display: none;
  }

  @media ${({ theme }) => theme.media.small} {
    & > *:nth-child(-n + 2) {
      display: block;
      flex-basis: calc(100% / 1.5);
    }
  }

  @media ${({ theme }) => theme.media.desktop} {
    & > *:nth-child(n) {
      display: block;
      flex-basis: 25%;
    }
  }
`;

/** With 4 or fewer products on desktop (or 1 product) a static 1/2/4-column grid. */
export const Grid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  margin-block: 0;
  margin-inline: -${({ theme }) => theme.space(HALF_GAP)};
  padding: 0;
  list-style: none;

  & > li {
    ${cardCell}
  }

  @media ${({ theme }) => theme.media.small} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  @media ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

/**
 * The react-slick slider. Its `rtl` option is broken, so the slider is always laid out
 * left to right (dir="ltr" on its wrapper) and Arabic feeds the slides in reverse order. slick.css
 * floats the slides, and its `[dir=rtl] .slick-slide { float: right }` would still match through
 * the page's <html dir="rtl">: the track is a flex row instead (floats do not apply to flex items),
 * laid out left to right by the wrapper's direction, which also gives every card the same height.
 *
 * Tablets show one and a half cards: the slick list is two thirds of the width (so a slide is two
 * thirds wide) with its overflow visible, placed at the start edge of the page direction (@noflip:
 * the RTL plugin must not move it, the value is already chosen per direction); half of the
 * following card shows beside it and the viewport clips the rest.
 */
export const Viewport = styled.div<{ $layout: CarouselLayout; $rtl: boolean }>`
  overflow: hidden;
  margin-inline: -${({ theme }) => theme.space(HALF_GAP)};

  && .slick-track {
    display: flex;
  }

  && .slick-slide {
    flex-shrink: 0;
    block-size: auto;
  }

  && .slick-slide > div {
    block-size: 100%;
  }

  ${({ $layout, $rtl }) =>
    $layout === 'tablet' &&
    css`
      && .slick-list {
        overflow: visible;
        inline-size: calc(100% / 1.5);
        /*! @noflip */
        margin-left: ${$rtl ? 'calc(100% / 3)' : '0'};
      }
    `}
`;

/** One slide's content; react-slick sets its width and display itself. */
export const SlideCell = styled.div`
  block-size: 100%;
  ${cardCell}
`;

/**
 * Previous/next. The same buttons before and after the slider mounts (so the focus stays on them).
 * `$gridOnDesktop`: 2 to 4 products are a static grid on desktop, where nothing slides.
 */
export const NavButton = styled.button<{ $side: 'start' | 'end'; $gridOnDesktop?: boolean }>`
  position: absolute;
  z-index: 1;
  inset-block-start: calc(50% - 22px);
  ${({ $side }) =>
    $side === 'start'
      ? css`
          inset-inline-start: ${({ theme }) => theme.space(1)};
        `
      : css`
          inset-inline-end: ${({ theme }) => theme.space(1)};
        `}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 44px;
  block-size: 44px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.primary};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.primarySoft};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }

  /* The chevron is drawn pointing left: it points to the button's own side of the page. */
  svg {
    inline-size: 22px;
    block-size: 22px;
    transform: ${({ theme, $side }) =>
      ($side === 'end') !== (theme.dir === 'rtl') ? 'scaleX(-1)' : 'none'};
  }

  ${({ $gridOnDesktop, theme }) =>
    $gridOnDesktop &&
    css`
      @media ${theme.media.desktop} {
        display: none;
      }
    `}
`;

const pulse = keyframes`
  50% { opacity: 0.55; }
`;

/** Loading stand-in for one card: the card's square picture plus its text and button rows. */
export const SkeletonCard = styled.div`
  display: flex;
  flex-direction: column;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  animation: ${pulse} 1.4s ease-in-out infinite;

  &::before {
    content: '';
    display: block;
    aspect-ratio: 1;
    border-start-start-radius: inherit;
    border-start-end-radius: inherit;
    background: ${({ theme }) => theme.color.border};
  }

  &::after {
    content: '';
    display: block;
    block-size: 9rem;
  }
`;
