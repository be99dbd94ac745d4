import { http, HttpResponse } from 'msw';
import { makeStore } from '../../src/app/store';
import { HEADER_IMAGE_SIZES } from '../../src/features/home/headerImage';
import { prefetchHome } from '../../src/features/home/homeData';
import type { HeaderImagesAnswer } from '../../src/shared/wire/content';
import { apiUrl, server } from '../support/msw';
import { homeHandlers, settingsDto } from '../support/mswHandlers';

function headerHandler() {
  return http.get(apiUrl('/header'), () => {
    const answer: HeaderImagesAnswer = {
      status_code: 200,
      data: [
        { id: 1, image: '/media/header/slide-1-640.webp' },
        { id: 2, image: '/media/header/slide-2-640.webp' },
      ],
    };
    return HttpResponse.json(answer);
  });
}

const preloads = () => [...document.head.querySelectorAll('link[rel="preload"][as="image"]')];

afterEach(() => {
  for (const link of preloads()) link.remove();
});

describe('prefetchHome: the LCP header image asked early', () => {
  it('preloads the first header image with the <img> srcset, sizes and high priority', async () => {
    server.use(headerHandler(), ...homeHandlers());
    await prefetchHome(makeStore().dispatch);
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(preloads()).toHaveLength(1);
    const [link] = preloads();
    expect(link).toHaveAttribute('href', '/media/header/slide-1-640.webp');
    expect(link?.getAttribute('imagesrcset')).toContain('/media/header/slide-1-1280.webp 1280w');
    expect(link).toHaveAttribute('imagesizes', HEADER_IMAGE_SIZES);
    expect(link).toHaveAttribute('fetchpriority', 'high');
  });

  it('preloads nothing when the main banner is off or the shop is in maintenance', async () => {
    for (const settings of [
      settingsDto({ is_main_banner_is_active: false }),
      settingsDto({ is_maintenance_active: true }),
    ]) {
      server.use(headerHandler(), ...homeHandlers({ settings }));
      await prefetchHome(makeStore().dispatch);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(preloads()).toHaveLength(0);
    }
  });
});
