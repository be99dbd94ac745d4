import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { HeaderImage } from '../../../api/transforms/content';
import { useSyncedAutoplay } from '../../../entities/product/ui/ProductCarousel.autoplay';
import { imageSources } from '../../../shared/lib/image';
import { pathWithoutLanguage } from '../../../shared/lib/language';
import { FOLLOWABLE_LINK } from '../../../shared/rules/slideLink';
import { HEADER_IMAGE, HEADER_IMAGE_SIZES } from '../headerImage';
import { ArrowButton, Frame, Picture, Slide, StatusBox, Track } from './HeaderCarousel.styles';
import { Chevron } from '../../../shared/ui/Chevron';

function reducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

export interface HeaderCarouselProps {
  images: readonly HeaderImage[];
  isLoading: boolean;
  isError: boolean;
}

/**
 * The main banner's header-image carousel: a native scroll-snap strip, so it renders
 * on the server, swipes in both directions without script, and its first picture (the page's LCP
 * element) is an ordinary <img> with srcset, sizes, width/height and fetchpriority="high".
 * Previous/next buttons, and the page's shared 2.5 s autoplay, paused on hover and focus; it loops
 * from the last picture back to the first. There is no slider library to mount: the server's
 * markup (the first picture, the real buttons) is the carousel, and nothing changes it until it is
 * used or its autoplay, which joins the beat once the page is idle and the strip is within the
 * viewport (useSyncedAutoplay), first moves it.
 */
export function HeaderCarousel({ images, isLoading, isError }: HeaderCarouselProps) {
  const { t } = useTranslation();
  const frameRef = useRef<HTMLDivElement | null>(null);
  const trackRef = useRef<HTMLDivElement | null>(null);
  const count = images.length;
  // The second picture loads once the app runs (before, its slide is not laid out: the styles); the
  // rest once the strip first moves (button, autoplay or a swipe), so they do not compete with the
  // page's first pictures and scripts for bandwidth.
  const [moved, setMoved] = useState(false);
  const markMoved = useCallback(() => setMoved(true), []);

  const go = useCallback(
    (step: number) => {
      const track = trackRef.current;
      const width = track?.clientWidth ?? 0;
      if (!track || width === 0 || count < 2) return;
      // scrollLeft runs from 0 towards negative values in right-to-left pages.
      const current = Math.round(Math.abs(track.scrollLeft) / width);
      const target = (((current + step) % count) + count) % count;
      const sign = getComputedStyle(track).direction === 'rtl' ? -1 : 1;
      setMoved(true);
      track.scrollTo({
        left: sign * target * width,
        behavior: reducedMotion() ? 'auto' : 'smooth',
      });
    },
    [count],
  );
  const showNext = useCallback(() => go(1), [go]);
  const pauseHandlers = useSyncedAutoplay(showNext, count > 1, frameRef);

  if (isLoading || isError || count === 0) {
    return (
      <StatusBox aria-busy={isLoading || undefined}>
        {isError ? <p role="alert">{t('error_loading_images')}</p> : null}
      </StatusBox>
    );
  }

  return (
    <Frame
      ref={frameRef}
      role="region"
      aria-roledescription={t('carousel')}
      aria-label={t('header_images')}
      {...pauseHandlers}
    >
      {count > 1 ? (
        <>
          <ArrowButton
            type="button"
            $side="start"
            aria-label={t('carousel_previous')}
            onClick={() => go(-1)}
          >
            <Chevron />
          </ArrowButton>
          <ArrowButton type="button" $side="end" aria-label={t('carousel_next')} onClick={showNext}>
            <Chevron />
          </ArrowButton>
        </>
      ) : null}
      {/* Focusable so the arrow keys scroll the strip (only linked pictures are focusable). */}
      <Track ref={trackRef} tabIndex={0} onScroll={moved ? undefined : markMoved}>
        {images.map((image, index) => {
          const first = index === 0;
          const position = { index: index + 1, count };
          // A path on the shop goes through the router, whose base (/en on English pages) puts it
          // in the page's language whichever language it was written in; an https address is an
          // ordinary link (the router leaves other sites to the browser); any other, no link.
          const link = image.link ?? '';
          const picture = (
            <Picture
              {...(index < 2 || moved ? imageSources(image.image) : {})}
              sizes={HEADER_IMAGE_SIZES}
              width={HEADER_IMAGE.width}
              height={HEADER_IMAGE.height}
              alt={t('header_image_alt', position)}
              loading={first ? 'eager' : 'lazy'}
              fetchPriority={first ? 'high' : undefined}
              decoding={first ? undefined : 'async'}
            />
          );
          return (
            <Slide
              key={image.id}
              role="group"
              aria-roledescription={t('carousel_slide')}
              aria-label={t('carousel_slide_label', position)}
            >
              {FOLLOWABLE_LINK.test(link) ? (
                <Link to={link[0] === '/' ? pathWithoutLanguage(link) : link}>{picture}</Link>
              ) : (
                picture
              )}
            </Slide>
          );
        })}
      </Track>
    </Frame>
  );
}
