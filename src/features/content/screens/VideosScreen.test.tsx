// /videos on the real route table with network-level mocks: facades
// until play, the player only after a click, the grey box for a link with no video id, pages.
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '../../../../__tests__/support/msw';
import {
  failWith500,
  homeHandlers,
  requestLanguage,
} from '../../../../__tests__/support/mswHandlers';
import { renderApp } from '../../../../__tests__/support/renderApp';
import type { VideoDto, VideosAnswer } from '../../../shared/wire/content';

// The first screen of a run loads its lazy chunk through Babel: slow on a shared machine.
jest.setTimeout(20_000);
configure({ asyncUtilTimeout: 5_000 });

const PER_PAGE = 9;

/** `count` videos; every fifth (5, 10, …) links to a channel, which has no video id. */
function videos(count: number): VideoDto[] {
  return Array.from({ length: count }, (_, index) => {
    const id = index + 1;
    return {
      id,
      title: `فيديو ${id}`,
      title_en: `Video ${id}`,
      link:
        id % 5 === 0
          ? 'https://www.youtube.com/@zujajglass'
          : `https://youtu.be/vid${String(id).padStart(8, '0')}`,
    };
  });
}

function videoHandler(list: VideoDto[], seen: number[] = []) {
  return http.get(apiUrl('/videos'), ({ request }) => {
    const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
    seen.push(page);
    const lang = requestLanguage(request);
    const answer: VideosAnswer = {
      status_code: 200,
      data: list
        .slice((page - 1) * PER_PAGE, page * PER_PAGE)
        .map((video) => ({ ...video, title: lang === 'en' ? video.title_en : video.title })),
      current_page: page,
      last_page: Math.max(1, Math.ceil(list.length / PER_PAGE)),
      per_page: PER_PAGE,
      total: list.length,
    };
    return HttpResponse.json(answer);
  });
}

const cardOf = (title: string) =>
  screen.getByRole('heading', { level: 2, name: title }).parentElement!;

describe('/videos', () => {
  it('shows play buttons, no player, until one is pressed; then only that one becomes a player', async () => {
    const user = userEvent.setup();
    server.use(...homeHandlers(), videoHandler(videos(3)));
    const { container } = await renderApp('/videos', { language: 'en' });

    const play = await screen.findByRole('button', { name: 'Play Video 1' });
    expect(screen.getByRole('button', { name: 'Play Video 2' })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(container.querySelector('iframe')).toBeNull();

    await user.click(play);
    const frame = container.querySelector('iframe');
    expect(frame).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/vid00000001?autoplay=1&rel=0',
    );
    expect(frame).toHaveAttribute('title', 'Video 1');
    expect(frame).toHaveFocus();
    expect(container.querySelectorAll('iframe')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Play Video 1' })).toBeNull();

    // One player at a time: the second replaces the first, which is a play button again.
    await user.click(screen.getByRole('button', { name: 'Play Video 2' }));
    expect(container.querySelectorAll('iframe')).toHaveLength(1);
    expect(container.querySelector('iframe')).toHaveAttribute('title', 'Video 2');
    expect(screen.getByRole('button', { name: 'Play Video 1' })).toBeVisible();
  });

  it('shows the title of a link with no video id in a grey box, without a play button', async () => {
    server.use(...homeHandlers(), videoHandler(videos(6)));
    await renderApp('/videos', { language: 'ar' });

    await screen.findByRole('button', { name: 'تشغيل فيديو 1' });
    const box = cardOf('فيديو 5');
    expect(within(box).getByText('لا يمكن تشغيل هذا الفيديو هنا')).toBeVisible();
    expect(within(box.parentElement!).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'تشغيل فيديو 5' })).toBeNull();
  });

  it('pages with previous / numbers / next: previous disabled on page 1, next on the last', async () => {
    const user = userEvent.setup();
    const seen: number[] = [];
    server.use(...homeHandlers(), videoHandler(videos(20), seen));
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { router } = await renderApp('/videos', { language: 'en' });

    await screen.findByRole('button', { name: 'Play Video 1' });
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(nav).getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/en/videos?page=3',
    );

    scrollTo.mockClear();
    await user.click(within(nav).getByRole('link', { name: 'Next page' }));
    expect(await screen.findByRole('button', { name: 'Play Video 11' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/en/videos');
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.queryByRole('button', { name: 'Play Video 1' })).toBeNull();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(screen.getByRole('heading', { level: 1, name: 'Videos' })).toHaveFocus();

    await user.click(screen.getByRole('link', { name: 'Page 3' }));
    expect(await screen.findByRole('button', { name: 'Play Video 19' })).toBeVisible();
    const last = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(last).getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(last).getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/en/videos?page=2',
    );

    await user.click(within(last).getByRole('link', { name: 'Page 1' }));
    expect(await screen.findByRole('button', { name: 'Play Video 1' })).toBeVisible();
    expect(router.state.location.search).toBe('');
    expect(seen).toEqual([1, 2, 3]);
    scrollTo.mockRestore();
  });

  it("says 'No videos available' when there are none, without pages", async () => {
    server.use(...homeHandlers(), videoHandler([]));
    await renderApp('/videos', { language: 'en' });

    expect(await screen.findByText('No videos available')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('shows the failure text and retries', async () => {
    const user = userEvent.setup();
    let fail = true;
    server.use(
      ...homeHandlers(),
      http.get(apiUrl('/videos'), () => (fail ? failWith500() : undefined)),
      videoHandler(videos(2)),
    );
    await renderApp('/videos', { language: 'ar' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('حدث خطأ أثناء تحميل الفيديوهات');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'إعادة المحاولة' }));
    expect(await screen.findByRole('button', { name: 'تشغيل فيديو 1' })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('goes to the last page from a page past the end', async () => {
    server.use(...homeHandlers(), videoHandler(videos(11)));
    const { router } = await renderApp('/videos?page=7', { language: 'en' });

    expect(await screen.findByRole('button', { name: 'Play Video 11' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/en/videos');
    expect(router.state.location.search).toBe('?page=2');
  });
});
