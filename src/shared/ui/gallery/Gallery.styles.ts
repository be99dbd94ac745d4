import styled, { createGlobalStyle } from 'styled-components';

// The lightbox library's own CSS draws the gallery (dark backdrop, toolbar, thumbnails). These
// rules only adjust it; `.yarl__root …` outranks the library's single-class rules whatever order
// the two stylesheets load in.
export const GalleryGlobalStyle = createGlobalStyle`
  .yarl__root {
    --yarl__slide_captions_container_background: rgba(0, 0, 0, 0.72);
    --yarl__slide_description_color: ${({ theme }) => theme.color.onPrimary};
    --yarl__thumbnails_thumbnail_active_border_color: ${({ theme }) => theme.color.accent};
    font-family: ${({ theme }) => theme.font.family};
  }

  /* Visible keyboard focus on every gallery button (the library only brightens the icon). */
  .yarl__root .yarl__button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: -3px;
    border-radius: ${({ theme }) => theme.radius.sm};
  }

  .yarl__root .yarl__slide_description {
    text-align: center;
  }
`;

export const ZoomGroup = styled.div`
  display: flex;
  align-items: center;
`;

/** The zoom percentage between the two zoom buttons. */
export const ZoomLevel = styled.span`
  min-inline-size: 4.5ch;
  padding-block: 8px;
  line-height: 32px;
  text-align: center;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.color.onPrimary};
  user-select: none;
`;

export const VideoEmbed = styled.iframe`
  display: block;
  border: 0;
  background: ${({ theme }) => theme.color.text};
`;

export const VideoPlayer = styled.video`
  display: block;
  background: ${({ theme }) => theme.color.text};
`;

export const VideoPoster = styled.img`
  display: block;
  object-fit: contain;
`;
