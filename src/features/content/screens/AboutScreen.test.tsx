// /about: the server's HTML after sanitising, the factory pictures
// opening the gallery, error_loading_page with a retry, no_data_available.
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '../../../../__tests__/support/msw';
import { failWith500, homeHandlers } from '../../../../__tests__/support/mswHandlers';
import { renderApp } from '../../../../__tests__/support/renderApp';
import type { AboutUsAnswer, AboutUsDto } from '../../../shared/wire/content';

jest.setTimeout(20_000);
configure({ asyncUtilTimeout: 5_000 });

declare global {
  interface Window {
    aboutXss?: number;
  }
}

const IMAGES = [1, 2, 3].map((n) => `/media/factory/factory-0${n}-640.webp`);

function aboutHandler(about: Partial<AboutUsDto> = {}) {
  return http.get(apiUrl('/about-us'), () => {
    const answer: AboutUsAnswer = {
      success: true,
      status_code: 200,
      data: {
        content: '<h2>Since 1986</h2><p>We blow glass in Cairo.</p>',
        content_en: '<h2>Since 1986</h2><p>We blow glass in Cairo.</p>',
        about_us_images: IMAGES,
        ...about,
      },
    };
    return HttpResponse.json(answer);
  });
}

describe('/about', () => {
  it('shows the text and the pictures; a picture opens the gallery there', async () => {
    const user = userEvent.setup();
    server.use(...homeHandlers(), aboutHandler());
    await renderApp('/about', { language: 'en' });

    expect(await screen.findByRole('heading', { level: 2, name: 'Since 1986' })).toBeVisible();
    expect(screen.getByText('We blow glass in Cairo.')).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const pictures = screen.getByRole('region', { name: 'Inside our factory' });
    const buttons = within(pictures).getAllByRole('button', { name: /^Show factory picture/ });
    expect(buttons).toHaveLength(3);
    for (const button of buttons) {
      expect(button.querySelector('img')).toHaveAttribute('loading', 'lazy');
    }

    await user.click(
      screen.getByRole('button', { name: 'Show factory picture 3 of 3 full screen' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Image gallery' });
    expect(dialog.querySelector('.yarl__counter')).toHaveTextContent('3 / 3');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('renders the HTML only after sanitising: no script, handler or javascript: link runs', async () => {
    server.use(
      ...homeHandlers(),
      aboutHandler({
        content: [
          '<p>Safe text</p>',
          '<script>window.aboutXss = 1</script>',
          '<img src="x" onerror="window.aboutXss = 2" alt="">',
          '<svg><script>window.aboutXss = 3</script></svg>',
          '<a href="javascript:window.aboutXss = 4">More</a>',
          '<iframe srcdoc="<script>parent.aboutXss = 5</script>"></iframe>',
        ].join(''),
      }),
    );
    const { container } = await renderApp('/about', { language: 'ar' });

    expect(await screen.findByText('Safe text')).toBeVisible();
    const main = container.querySelector('main')!;
    expect(main.querySelector('script, iframe')).toBeNull();
    expect(main.querySelector('a')).not.toHaveAttribute('href');
    for (const element of Array.from(main.querySelectorAll('*'))) {
      for (const { name } of Array.from(element.attributes)) expect(name).not.toMatch(/^on/i);
    }
    expect(window.aboutXss).toBeUndefined();
  });

  it('shows no_data_available when there is neither text nor pictures', async () => {
    server.use(
      ...homeHandlers(),
      aboutHandler({ content: '', content_en: '', about_us_images: [] }),
    );
    await renderApp('/about', { language: 'en' });

    expect(await screen.findByText('No data available')).toHaveAttribute('role', 'status');
  });

  it('shows error_loading_page and loads again on retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    server.use(
      ...homeHandlers(),
      http.get(apiUrl('/about-us'), () => (fail ? failWith500() : undefined)),
      aboutHandler(),
    );
    await renderApp('/about', { language: 'ar' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('حدث خطأ أثناء تحميل الصفحة');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'إعادة المحاولة' }));
    expect(await screen.findByText('We blow glass in Cairo.')).toBeVisible();
  });
});
