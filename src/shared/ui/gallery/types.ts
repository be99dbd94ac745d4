// The shared full-screen gallery's API.
// React-free and library-free, so LazyGallery and its callers import these without pulling the
// lightbox library into their chunk.

/** A video slide: an embedded player page (e.g. a YouTube embed URL) or a video file. */
export type GalleryVideo = { embedUrl: string } | { src: string };

export interface GalleryItem {
  /** Full-size image (for a video: its poster, also used while it is off-screen). */
  src: string;
  /** Small image for the thumbnail strip; `src` when absent. */
  thumb?: string;
  alt: string;
  /** Shown under the image. */
  title?: string;
  video?: GalleryVideo;
}

export interface GalleryProps {
  items: GalleryItem[];
  /** The open slide; null = closed. */
  index: number | null;
  onClose(): void;
  /** Called with the new index after every slide change (arrows, swipe, thumbnails). */
  onIndexChange?(index: number): void;
}

/** Gallery zoom: 0.5 to 5, in steps of 0.5 on the zoom buttons; 1 = 100 %. */
export const GALLERY_ZOOM = { min: 0.5, max: 5, step: 0.5 } as const;
