import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Video } from '../../../../api/transforms/contentPages';
import { videoEmbedUrl, videoId } from '../../../../shared/rules/videoId';
import {
  Bone,
  Caption,
  Card,
  Facade,
  Frame,
  PlayBadge,
  Unavailable,
  UnavailableNote,
} from './VideoCard.styles';

/** The player takes over from the button that started it, so keyboard focus goes on into it. */
const focusOnMount = (frame: HTMLIFrameElement | null) => frame?.focus();

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M7 4.5v15L20 12z" fill="currentColor" />
    </svg>
  );
}

/**
 * One video of /videos. Lightweight: until the shopper presses play it is a button over a
 * designed poster; the click swaps in the youtube-nocookie player (autoplay, as they asked for it).
 * A link with no recognisable video id shows its title in a grey box, with no player.
 */
export interface VideoCardProps {
  video: Video;
  /** This card's player is the one on (the grid keeps one at a time). */
  playing: boolean;
  onPlay: () => void;
}

export function VideoCard({ video, playing, onPlay }: VideoCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const id = useMemo(() => videoId(video.link), [video.link]);
  const title = video.title || t('videos_player');

  if (!id) {
    return (
      <Card>
        <Unavailable>
          <Caption id={titleId}>{title}</Caption>
          <UnavailableNote>{t('videos_unavailable')}</UnavailableNote>
        </Unavailable>
      </Card>
    );
  }

  return (
    <Card>
      {playing ? (
        <Frame
          ref={focusOnMount}
          src={videoEmbedUrl(id)}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <Facade type="button" aria-label={t('videos_play', { title })} onClick={onPlay}>
          <PlayBadge>
            <PlayIcon />
          </PlayBadge>
        </Facade>
      )}
      <Caption id={titleId}>{title}</Caption>
    </Card>
  );
}

/** A video's place while its page loads: the 16:9 screen and a line of title. */
export function VideoCardSkeleton() {
  return (
    <Card aria-hidden="true">
      <Bone />
      <Bone $block="1.25rem" $inline="70%" />
    </Card>
  );
}
