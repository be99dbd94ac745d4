import { useState } from 'react';
import type { Video } from '../../../../api/transforms/contentPages';
import { VideoCard, VideoCardSkeleton } from './VideoCard';
import { Grid } from './VideoGrid.styles';

/**
 * /videos: the page's videos, 1, 2 or 3 a row by width. One player at a time: starting
 * another video puts the playing one back to its poster, which stops it (no player API needed).
 */
export function VideoGrid({ videos }: { videos: readonly Video[] }) {
  const [playing, setPlaying] = useState<number | null>(null);
  return (
    <Grid>
      {videos.map((video) => (
        <li key={video.id}>
          <VideoCard
            video={video}
            playing={playing === video.id}
            onPlay={() => setPlaying(video.id)}
          />
        </li>
      ))}
    </Grid>
  );
}

/** A page of videos' places while it loads. */
export function VideoGridSkeleton({ count }: { count: number }) {
  return (
    <Grid aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <VideoCardSkeleton />
        </li>
      ))}
    </Grid>
  );
}
