import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { useGetVideosQuery } from '../../../api/contentApi';
import { pageSearch, readPage } from '../../../shared/lib/pageParam';
import { paths } from '../../../shared/lib/paths';
import { LoadFailed } from '../../../shared/ui/LoadFailed';
import { Pagination } from '../../../shared/ui/Pagination';
import { VisuallyHidden } from '../../../shared/ui/VisuallyHidden';
import { VideoGrid, VideoGridSkeleton } from '../components/videos/VideoGrid';
import { Empty } from '../components/videos/VideoGrid.styles';
import { PageTitle } from '../components/videos/VideoPages.styles';
import { videosPageMove } from '../contentRoutes';

/** The server's page size (shared/wire/content VIDEOS_PER_PAGE): a full page of placeholders while loading. */
const PER_PAGE = 9;

const hrefFor = (page: number) => `${paths.videos()}${pageSearch(page)}`;

/**
 * /videos: a page of videos (?page=N, omitted when 1), previous / numbered / next pages,
 * 'No videos available', or the failure text with a retry.
 */
export function VideosScreen() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const page = readPage(searchParams);
  // Exactly the argument contentRoutes.prefetchVideos uses, so a prefetched page is read as is.
  const query = useGetVideosQuery({ page });
  const data = query.currentData;
  const titleRef = useRef<HTMLHeadingElement>(null);
  useTopOnPageChange(page, titleRef);

  let body;
  if (data) {
    // A page past the end (an old link): the last page instead (a server answers the same move).
    const move = videosPageMove(page, data.lastPage);
    if (move !== undefined) return <Navigate replace to={move} />;
    body =
      data.videos.length === 0 ? (
        <Empty role="status">{t('no_videos_available')}</Empty>
      ) : (
        <VideoGrid videos={data.videos} />
      );
  } else if (query.isError) {
    body = <LoadFailed message={t('error_loading_videos')} onRetry={() => void query.refetch()} />;
  } else {
    body = (
      <div aria-busy="true">
        <VisuallyHidden role="status">{t('loading')}</VisuallyHidden>
        <VideoGridSkeleton count={PER_PAGE} />
      </div>
    );
  }
  // While the next page loads, the previous answer still knows how many pages there are.
  const lastPage = data?.lastPage ?? (query.isError ? 0 : (query.data?.lastPage ?? 0));

  return (
    <>
      <PageTitle ref={titleRef} tabIndex={-1}>
        {t('videos_title')}
      </PageTitle>
      {body}
      <Pagination currentPage={page} lastPage={lastPage} hrefFor={hrefFor} />
    </>
  );
}

/**
 * Another page starts at the top (a new path already does, app/DocumentMeta). The focus
 * moves to the h1, so a keyboard or screen-reader user goes on from the top of the new page
 * instead of from a page link that may have disappeared.
 */
function useTopOnPageChange(page: number, titleRef: RefObject<HTMLHeadingElement | null>) {
  const shown = useRef(page);
  const toTop = useCallback(() => {
    window.scrollTo(0, 0);
    titleRef.current?.focus({ preventScroll: true });
  }, [titleRef]);
  useEffect(() => {
    if (shown.current === page) return;
    shown.current = page;
    toTop();
  }, [page, toTop]);
}
