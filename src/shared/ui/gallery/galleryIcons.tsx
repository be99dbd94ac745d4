// Toolbar and thumbnail icons in the lightbox library's own style (its createIcon: 24 px viewBox,
// aria-hidden). The zoom glyphs are the library's, which its zoom plugin does not export.
import { createIcon, createIconDisabled } from 'yet-another-react-lightbox';

export const ZoomInIcon = createIcon(
  'ZoomIn',
  <>
    <path d="M15.5 14h-.79l-.28-.27C15.41 12.59 16 11.11 16 9.5 16 5.91 13.09 3 9.5 3S3 5.91 3 9.5 5.91 16 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19l-4.99-5zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14z" />
    <path d="M12 10h-2v2H9v-2H7V9h2V7h1v2h2v1z" />
  </>,
);

export const ZoomOutIcon = createIcon(
  'ZoomOut',
  <path d="M15.5 14h-.79l-.28-.27C15.41 12.59 16 11.11 16 9.5 16 5.91 13.09 3 9.5 3S3 5.91 3 9.5 5.91 16 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19l-4.99-5zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14zM7 9h5v1H7z" />,
);

const thumbnailsGlyph = (
  <>
    <path
      strokeWidth={2}
      stroke="currentColor"
      strokeLinejoin="round"
      fill="none"
      d="M3 5l18 0l0 14l-18 0l0-14z"
    />
    <path d="M5 14h4v3h-4zM10 14h4v3h-4zM15 14h4v3h-4z" />
  </>
);

export const ThumbnailsVisibleIcon = createIcon('ThumbnailsVisible', thumbnailsGlyph);
export const ThumbnailsHiddenIcon = createIconDisabled('ThumbnailsHidden', thumbnailsGlyph);

export const PlayIcon = createIcon(
  'Play',
  <path d="M10 16.5l6-4.5-6-4.5v9zM12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2zm0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8z" />,
);
