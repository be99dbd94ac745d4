import styled from 'styled-components';

/** The demo's factory pictures are 4:3; another ratio is cropped to the card (object-fit). */
export const IMAGE_WIDTH = 640;
export const IMAGE_HEIGHT = 480;
/** /about: image cards are at most 360 px high. */
export const CARD_MAX_HEIGHT = 360;

export const Section = styled.section`
  margin-block-start: ${({ theme }) => theme.space(10)};
`;

export const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme }) => theme.color.text};

  @media ${({ theme }) => theme.media.desktop} {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

/** /about: two columns at every width. */
export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;

  @media ${({ theme }) => theme.media.tablet} {
    gap: ${({ theme }) => theme.space(5)};
  }
`;

export const ImageButton = styled.button`
  display: block;
  inline-size: 100%;
  max-block-size: ${CARD_MAX_HEIGHT}px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceTint};
  box-shadow: ${({ theme }) => theme.shadow.card};
  overflow: hidden;
  cursor: zoom-in;

  &:focus-visible {
    outline-offset: 3px;
  }
`;

export const Image = styled.img`
  display: block;
  inline-size: 100%;
  block-size: auto;
  max-block-size: ${CARD_MAX_HEIGHT}px;
  aspect-ratio: ${IMAGE_WIDTH} / ${IMAGE_HEIGHT};
  object-fit: cover;
  transition: transform 0.3s ease;

  ${ImageButton}:hover & {
    transform: scale(1.03);
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;

    ${ImageButton}:hover & {
      transform: none;
    }
  }
`;
