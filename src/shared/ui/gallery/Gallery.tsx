import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type WheelEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Lightbox, {
  ImageSlide,
  type Labels,
  type Slide,
  type ZoomRef,
} from 'yet-another-react-lightbox';
import Captions from 'yet-another-react-lightbox/plugins/captions';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import Thumbnails from 'yet-another-react-lightbox/plugins/thumbnails';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/captions.css';
import 'yet-another-react-lightbox/plugins/counter.css';
import 'yet-another-react-lightbox/plugins/thumbnails.css';
import { GalleryGlobalStyle } from './Gallery.styles';
import { PlayIcon } from './galleryIcons';
import { CAPTION_SPACE, toSlides, VIDEO_SLIDE } from './slides';
import { ThumbnailsToggle } from './ThumbnailsToggle';
import { GALLERY_ZOOM, type GalleryProps } from './types';
import { VideoSlide } from './VideoSlide';
import { canZoomIn, canZoomOut, zoomStepIn, zoomStepOut } from './zoom';
import { ZoomControls } from './ZoomControls';

export type { GalleryItem, GalleryProps } from './types';

const plugins = [Zoom, Thumbnails, Counter, Captions];

// Thumbnails about 120 px high, in the images' 710 × 425 ratio.
const THUMBNAIL_HEIGHT = 120;
const THUMBNAIL_WIDTH = Math.round((THUMBNAIL_HEIGHT * 710) / 425);

// The library's container class: the zoom plugin pans with the arrow keys only from inside it.
const CONTROLLER_SELECTOR = '.yarl__container';

// An image or player with a title leaves this much room below it for the title (the
// title is under the image), instead of the caption covering the image's lower edge.
const imageProps = (slide: Slide) =>
  slide.description
    ? { style: { maxHeight: `calc(100% - ${CAPTION_SPACE}px)`, marginBlockEnd: CAPTION_SPACE } }
    : {};

/**
 * The shared full-screen gallery, on
 * yet-another-react-lightbox: dark backdrop closed by a backdrop click, the close button or Escape;
 * zoom buttons 50 %–500 % in 50 % steps with the percentage; thumbnails (toggle); counter; the title
 * under the image; drag to pan only above 100 %; swipe and ←/→ change the slide only at 100 %; zoom
 * and pan reset on slide change; page scroll locked; videos as slides, stopped when left.
 * Right-to-left: the library reads the page direction, so in Arabic "next" is on the left, → goes
 * back and a swipe to the right goes forward.
 */
export function Gallery({ items, index, onClose, onIndexChange }: GalleryProps) {
  const { t } = useTranslation();
  const zoomRef = useRef<ZoomRef>(null);
  const [zoom, setZoom] = useState(1);
  const slides = useStableSlides(items);
  const open = index !== null && slides.length > 0;
  const single = slides.length === 1;
  useFocusReturn(open);

  const labels = useMemo<Labels>(
    () => ({
      Lightbox: t('gallery_label'),
      'Photo gallery': t('gallery_images'),
      Carousel: t('gallery_carousel'),
      Slide: t('gallery_slide'),
      '{index} of {total}': t('gallery_slide_position', { index: '{index}', total: '{total}' }),
      Previous: t('gallery_previous'),
      Next: t('gallery_next'),
      Close: t('close'),
      'Zoom in': t('gallery_zoom_in'),
      'Zoom out': t('gallery_zoom_out'),
      Thumbnails: t('gallery_thumbnails'),
      'Show thumbnails': t('gallery_show_thumbnails'),
      Caption: t('gallery_caption'),
    }),
    [t],
  );

  // ←/→ change the slide only at 100 %; above it the zoom plugin pans with them (inside
  // the controller), below it they do nothing. +/− follow the buttons' 50 % steps.
  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    const ref = zoomRef.current;
    const current = ref?.zoom ?? 1;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      const inController =
        event.target instanceof Element && event.target.closest(CONTROLLER_SELECTOR) !== null;
      if (current < 1 || (current > 1 && !inController)) event.stopPropagation();
      return;
    }
    if (!ref || ref.disabled || event.altKey) return;
    const modifier = event.ctrlKey || event.metaKey;
    const zoomIn = event.key === '+' || (modifier && event.key === '=');
    const zoomOut = event.key === '-' || (modifier && event.key === '_');
    if (!zoomIn && !zoomOut) return;
    event.preventDefault();
    event.stopPropagation();
    if (zoomIn && canZoomIn(ref.zoom, ref.maxZoom))
      ref.changeZoom(zoomStepIn(ref.zoom, ref.maxZoom));
    if (zoomOut && canZoomOut(ref.zoom)) ref.changeZoom(zoomStepOut(ref.zoom));
  };

  // A sideways wheel or trackpad swipe changes the slide like a swipe: not when zoomed out.
  const onWheelCapture = (event: WheelEvent<HTMLDivElement>) => {
    if (zoom < 1 && !event.ctrlKey && Math.abs(event.deltaX) > Math.abs(event.deltaY)) {
      event.stopPropagation();
    }
  };

  return (
    <>
      {open ? <GalleryGlobalStyle /> : null}
      <Lightbox
        open={open}
        close={onClose}
        index={Math.min(Math.max(index ?? 0, 0), Math.max(slides.length - 1, 0))}
        slides={slides}
        plugins={plugins}
        labels={labels}
        carousel={{ finite: single, imageProps }}
        controller={{
          closeOnBackdropClick: true,
          // Swiping changes the slide only at 100 % (above it the zoom plugin pans).
          disableSwipeNavigation: zoom !== 1,
        }}
        zoom={{
          ref: zoomRef,
          minZoom: GALLERY_ZOOM.min,
          // The plugin's largest zoom is this many image pixels per screen pixel (at least this
          // factor); on.zoom below holds pinch, wheel and double-click at the gallery's 5.
          maxZoomPixelRatio: GALLERY_ZOOM.max,
        }}
        thumbnails={{
          height: THUMBNAIL_HEIGHT,
          width: THUMBNAIL_WIDTH,
          showToggle: true,
          padding: 2,
          gap: 12,
        }}
        counter={{ container: { dir: 'ltr' } }}
        captions={{ descriptionMaxLines: 2 }}
        toolbar={{ buttons: ['zoom', 'thumbnails', 'close'] }}
        render={{
          buttonZoom: (ref) => <ZoomControls zoom={ref} />,
          buttonThumbnails: (ref) => <ThumbnailsToggle {...ref} />,
          ...(single ? { buttonPrev: () => null, buttonNext: () => null } : null),
          slide: ({ slide, offset, rect }) =>
            slide.type === VIDEO_SLIDE ? (
              <VideoSlide slide={slide} offset={offset} rect={rect} />
            ) : undefined,
          thumbnail: ({ slide, render, rect, imageFit }) =>
            slide.type === VIDEO_SLIDE ? (
              <>
                <ImageSlide
                  slide={{ src: slide.thumbnail ?? slide.poster }}
                  render={render}
                  rect={rect}
                  imageFit={imageFit}
                />
                <PlayIcon className="yarl__thumbnails_thumbnail_icon" />
              </>
            ) : undefined,
        }}
        on={{
          view: ({ index: viewed }) => {
            // The plugin resets zoom and pan on a slide change (and reports nothing on a video).
            setZoom(1);
            onIndexChange?.(viewed);
          },
          zoom: ({ zoom: next }) => {
            if (next > GALLERY_ZOOM.max) zoomRef.current?.changeZoom(GALLERY_ZOOM.max, true);
            else setZoom(next);
          },
        }}
        portal={{ container: { onKeyDownCapture, onWheelCapture } }}
      />
    </>
  );
}

/** The same slides while the items' content is the same, so a caller's re-render keeps the state. */
function useStableSlides(items: GalleryProps['items']) {
  const key = JSON.stringify(items);
  return useMemo(() => toSlides(JSON.parse(key) as GalleryProps['items']), [key]);
}

/**
 * Focus back on the opener after closing. The library restores focus to the element that lost it
 * to the dialog; when it has none to restore, focus would stay on <body>.
 */
function useFocusReturn(open: boolean) {
  useEffect(() => {
    if (!open) return undefined;
    const active = document.activeElement;
    const opener = active instanceof HTMLElement && active !== document.body ? active : null;
    return () => {
      const now = document.activeElement;
      if (opener?.isConnected && (!now || now === document.body)) opener.focus();
    };
  }, [open]);
}
