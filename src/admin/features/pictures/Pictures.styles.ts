import styled from 'styled-components';

/** One part of the screen (header pictures, offers banner, category banners), titled. */
export const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding-block: ${({ theme }) => theme.space(4)};
  border-block-start: 1px solid ${({ theme }) => theme.color.border};
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

export const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

export const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

/**
 * A phone stacks a slide's parts (place and picture, link, buttons); from the desktop breakpoint
 * they sit on one line.
 */
export const Item = styled.li`
  display: grid;
  grid-template-columns: 2rem minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};

  @media ${({ theme }) => theme.media.desktop} {
    grid-template-columns: 2rem 160px minmax(0, 1fr) auto;
  }
`;

/** The slide, small (16:7): enough to recognise it. */
export const Thumb = styled.img`
  display: block;
  inline-size: 100%;
  max-inline-size: 240px;
  block-size: auto;
  aspect-ratio: 16 / 7;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.background};
`;

/** The link's form (field, hint, and its button under them): a row of its own on a phone. */
export const LinkCell = styled.div`
  grid-column: 1 / -1;
  min-inline-size: 0;

  & form {
    gap: ${({ theme }) => theme.space(2)};
  }

  & button {
    align-self: flex-start;
  }

  @media ${({ theme }) => theme.media.desktop} {
    grid-column: auto;
  }
`;

/** Adding a picture, set apart from the list above it. */
export const AddBox = styled.div`
  max-inline-size: 360px;
`;
