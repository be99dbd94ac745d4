import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { HeaderImagesAnswer } from '../../src/shared/wire/content';
import { apiUrl, server } from '../support/msw';
import { homeHandlers } from '../support/mswHandlers';
import { renderApp } from '../support/renderApp';

// The home carousel's slides with the link the owner gave them: a page of the shop is a link in
// the page's language (whatever language it was written in) that the app follows itself; an
// https address an ordinary link; a slide without a link, or with one of another kind, no link.

const SLIDES: HeaderImagesAnswer['data'] = [
  { id: 1, image: '/media/banners/u-1-640.webp', link: '/offers' },
  { id: 2, image: '/media/banners/u-2-640.webp', link: 'https://example.com/sale' },
  { id: 3, image: '/media/banners/u-3-640.webp' },
  { id: 4, image: '/media/banners/u-4-640.webp', link: 'javascript:alert(1)' },
  { id: 5, image: '/media/banners/u-5-640.webp', link: '/en/latest-products?page=2' },
];

function headerHandler() {
  return http.get(apiUrl('/header'), () =>
    HttpResponse.json({ status_code: 200, data: SLIDES } satisfies HeaderImagesAnswer),
  );
}

/** The carousel's slide `n` of 5 (its group is named by its place). */
async function slide(name: string): Promise<HTMLElement> {
  return screen.findByRole('group', { name });
}

// The page as the app leaves it once it has rendered (<html data-hydrated>): before, only the first
// slide is laid out.
beforeEach(() => document.documentElement.setAttribute('data-hydrated', 'true'));
afterEach(() => document.documentElement.removeAttribute('data-hydrated'));

describe('header slides with a link', () => {
  it('on an English page: shop paths in English, https as is, others no link', async () => {
    server.use(headerHandler(), ...homeHandlers());
    const { router } = await renderApp('/', { language: 'en' });
    await screen.findByRole('region', { name: 'Featured offers' });

    const offers = within(await slide('1 of 5')).getByRole('link');
    expect(offers).toHaveAttribute('href', '/en/offers');
    expect(within(offers).getByRole('img')).toHaveAccessibleName('Zujaj featured offer 1 of 5');
    const outside = within(await slide('2 of 5')).getByRole('link');
    expect(outside).toHaveAttribute('href', 'https://example.com/sale');
    expect(outside).not.toHaveAttribute('target');
    expect(within(await slide('3 of 5')).queryByRole('link')).toBeNull();
    expect(within(await slide('4 of 5')).queryByRole('link')).toBeNull();
    expect(within(await slide('5 of 5')).getByRole('link')).toHaveAttribute(
      'href',
      '/en/latest-products?page=2',
    );

    // The app follows a shop path itself: the offers page opens without a page load.
    await userEvent.click(offers);
    expect(router.state.location.pathname).toBe('/en/offers');
  });

  it('on an Arabic page: a path written in English leads to the Arabic page', async () => {
    server.use(headerHandler(), ...homeHandlers());
    await renderApp('/');
    await screen.findByRole('region', { name: 'عروض مميزة' });
    expect(within(await slide('1 من 5')).getByRole('link')).toHaveAttribute('href', '/offers');
    expect(within(await slide('5 من 5')).getByRole('link')).toHaveAttribute(
      'href',
      '/latest-products?page=2',
    );
    expect(within(await slide('2 من 5')).getByRole('link')).toHaveAttribute(
      'href',
      'https://example.com/sale',
    );
  });
});
