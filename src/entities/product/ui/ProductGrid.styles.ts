import styled, { keyframes } from 'styled-components';

/**
 * 1 column under 640 px (room for the card's full-width buttons), 2 from 640, 3 above 768, 4 from
 * 1024 (the shop's breakpoints); ProductCard's CARD_IMAGE_SIZES follows these widths.
 */
export const Grid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;

  @media ${({ theme }) => theme.media.small} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  @media ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space(4)};
  }

  @media ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space(6)};
  }
`;

const pulse = keyframes`
  50% { opacity: 0.5; }
`;

export const Placeholder = styled.li`
  aspect-ratio: 3 / 4;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.border};
  animation: ${pulse} 1.4s ease-in-out infinite;
`;
