// /catalog: covers named by their titles, the gallery opening at the
// clicked cover with every cover as a titled slide, the failure text with a retry, the empty text.
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
import type { CatalogDto, CatalogsAnswer } from '../../../shared/wire/content';

jest.setTimeout(20_000);
configure({ asyncUtilTimeout: 5_000 });

const CATALOGS: CatalogDto[] = [
  {
    id: 1,
    title: 'الزجاج المعشق',
    title_en: 'Stained glass',
    image_ar: '/media/catalogs/stained-ar-640.webp',
    image_en: '/media/catalogs/stained-en-640.webp',
  },
  {
    id: 2,
    title: 'الفوانيس',
    title_en: 'Lanterns',
    image_ar: '/media/catalogs/lanterns-ar-640.webp',
    image_en: null,
  },
  {
    id: 3,
    title: 'الموزاييك',
    title_en: 'Mosaic',
    image_ar: '/media/catalogs/mosaic-ar-640.webp',
    image_en: '/media/catalogs/mosaic-en-640.webp',
  },
];

function catalogsHandler(list: CatalogDto[] = CATALOGS) {
  return http.get(apiUrl('/catalogs'), ({ request }) => {
    const lang = requestLanguage(request);
    const answer: CatalogsAnswer = {
      status_code: 200,
      data: list.map((c) => ({ ...c, title: lang === 'en' ? c.title_en : c.title })),
    };
    return HttpResponse.json(answer);
  });
}

describe('/catalog', () => {
  it("shows the covers of the page's language as buttons named by title; the first row eager", async () => {
    server.use(...homeHandlers(), catalogsHandler());
    await renderApp('/catalog', { language: 'en' });

    const stained = await screen.findByRole('button', { name: 'Stained glass' });
    const lanterns = screen.getByRole('button', { name: 'Lanterns' });
    const mosaic = screen.getByRole('button', { name: 'Mosaic' });
    expect(screen.getByRole('heading', { level: 1, name: 'Catalogs' })).toBeVisible();
    const image = (button: HTMLElement) => button.querySelector('img')!;
    expect(image(stained)).toHaveAttribute('src', '/media/catalogs/stained-en-640.webp');
    expect(image(stained).getAttribute('srcset')).toContain('stained-en-1280.webp 1280w');
    // English falls back to the Arabic cover.
    expect(image(lanterns)).toHaveAttribute('src', '/media/catalogs/lanterns-ar-640.webp');
    for (const button of [stained, lanterns, mosaic]) {
      expect(image(button)).toHaveAttribute('width');
      expect(image(button)).toHaveAttribute('height');
    }
    expect(image(stained)).not.toHaveAttribute('loading');
    expect(image(mosaic)).toHaveAttribute('loading', 'lazy');
  });

  it('opens the gallery at the clicked cover, all covers as titled slides, and closes it', async () => {
    const user = userEvent.setup();
    server.use(...homeHandlers(), catalogsHandler());
    await renderApp('/catalog', { language: 'ar' });

    await user.click(await screen.findByRole('button', { name: 'الفوانيس' }));
    const dialog = await screen.findByRole('dialog', { name: 'معرض الصور' });
    expect(dialog.querySelector('.yarl__counter')).toHaveTextContent('2 / 3');
    const current = dialog.querySelector('.yarl__slide_current')!;
    expect(current.querySelector('img')).toHaveAttribute(
      'src',
      '/media/catalogs/lanterns-ar-1280.webp',
    );
    expect(within(current as HTMLElement).getByText('الفوانيس')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows no_catalogs_available when there are none', async () => {
    server.use(...homeHandlers(), catalogsHandler([]));
    await renderApp('/catalog', { language: 'en' });

    expect(await screen.findByText('No catalogs available')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: 'Stained glass' })).toBeNull();
  });

  it('shows error_loading_catalogs and loads again on retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    server.use(
      ...homeHandlers(),
      http.get(apiUrl('/catalogs'), () => (fail ? failWith500() : undefined)),
      catalogsHandler(),
    );
    await renderApp('/catalog', { language: 'en' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading catalogs');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Mosaic' })).toBeVisible();
  });
});
