import type { ContainerRect, GalleryVideoSlide } from 'yet-another-react-lightbox';
import { VideoEmbed, VideoPlayer, VideoPoster } from './Gallery.styles';
import { CAPTION_SPACE, isSafeMediaUrl } from './slides';

// Players are 16:9; the slide area decides the size.
const VIDEO_RATIO = 16 / 9;

/** The largest 16:9 box in the slide, above the title's room when there is a title. */
function fit(rect: ContainerRect, captioned: boolean) {
  const below = captioned ? CAPTION_SPACE : 0;
  const width = Math.max(0, Math.min(rect.width, (rect.height - below) * VIDEO_RATIO));
  return {
    width: Math.round(width),
    height: Math.round(width / VIDEO_RATIO),
    marginBlockEnd: below,
  };
}

/**
 * A video slide (embedded players may be slides; a video is paused on slide change).
 * The player exists only while its slide is the current one: leaving the slide unmounts it, which
 * stops an embedded player of any provider (no player API or enablejsapi URL needed) and a <video>.
 * Neighbouring slides show the poster.
 */
export function VideoSlide({
  slide,
  offset,
  rect,
}: {
  slide: GalleryVideoSlide;
  offset: number;
  rect: ContainerRect;
}) {
  const size = fit(rect, Boolean(slide.description));
  const { video } = slide;
  if (offset !== 0) {
    return <VideoPoster src={slide.poster} alt="" style={size} draggable={false} />;
  }
  if ('embedUrl' in video) {
    return isSafeMediaUrl(video.embedUrl) ? (
      <VideoEmbed
        src={video.embedUrl}
        title={slide.alt}
        style={size}
        allow="encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    ) : (
      <VideoPoster src={slide.poster} alt={slide.alt} style={size} draggable={false} />
    );
  }
  return isSafeMediaUrl(video.src) ? (
    <VideoPlayer
      src={video.src}
      poster={slide.poster}
      aria-label={slide.alt}
      style={size}
      controls
      playsInline
      preload="metadata"
    />
  ) : (
    <VideoPoster src={slide.poster} alt={slide.alt} style={size} draggable={false} />
  );
}
