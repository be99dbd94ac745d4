// GalleryItem → the lightbox library's slides. Videos are a slide type of our own (rendered by
// VideoSlide) so an embedded player page and a video file are handled alike.
import type { GenericSlide, Slide } from 'yet-another-react-lightbox';
import type { GalleryItem, GalleryVideo } from './types';

export const VIDEO_SLIDE = 'gallery-video';

/** Room under a titled image or player for its title (two lines of the caption at most). */
export const CAPTION_SPACE = 72;

declare module 'yet-another-react-lightbox' {
  interface SlideTypes {
    'gallery-video': GalleryVideoSlide;
  }
  interface GalleryVideoSlide extends GenericSlide {
    type: 'gallery-video';
    video: GalleryVideo;
    /** Shown while the slide is off-screen (the player only exists on the current slide). */
    poster: string;
    alt: string;
  }
}

export function toSlides(items: readonly GalleryItem[]): Slide[] {
  return items.map((item): Slide => {
    // Captions: the description sits at the bottom of the slide, i.e. under the image.
    const common: GenericSlide = {
      thumbnail: item.thumb ?? item.src,
      description: item.title || undefined,
    };
    return item.video
      ? { ...common, type: VIDEO_SLIDE, video: item.video, poster: item.src, alt: item.alt }
      : { ...common, type: 'image', src: item.src, alt: item.alt };
  });
}

/** Only http(s) addresses and site paths reach an iframe or video element (no javascript: etc.). */
export function isSafeMediaUrl(url: string): boolean {
  return /^https?:\/\//i.test(url) || (url.startsWith('/') && !url.startsWith('//'));
}
