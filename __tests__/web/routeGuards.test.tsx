// The root route's error screen and the 404 route (src/app/router.tsx).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { createRoutes } from '../../src/app/router';
import { server } from '../support/msw';
import { homeHandlers } from '../support/mswHandlers';
import { renderApp, renderRoutes } from '../support/renderApp';

function Exploding(): never {
  throw new Error('a screen failed to render');
}

/** The real route table with one more screen inside the shell that throws while rendering. */
function routesWithBrokenScreen(): RouteObject[] {
  const routes = createRoutes();
  const shell = routes[0]?.children?.[0];
  if (!shell?.children) throw new Error('route table changed: no shell route');
  shell.children.unshift({ path: '/broken', Component: Exploding });
  return routes;
}

describe('error screen on the root route', () => {
  beforeEach(() => {
    // React and react-router report the caught error on the console; that is expected here.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('replaces a screen that throws with a translated message and a reload button', async () => {
    server.use(...homeHandlers());
    const reload = jest.fn();
    await renderRoutes(routesWithBrokenScreen(), '/broken', { browserActions: { reload } });

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'حدث خطأ ما', level: 1 })).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: 'إعادة تحميل الصفحة' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('speaks English on an English page', async () => {
    server.use(...homeHandlers());
    await renderRoutes(routesWithBrokenScreen(), '/broken', {
      language: 'en',
      browserActions: { reload: jest.fn() },
    });
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeEnabled();
  });
});

describe('404 page', () => {
  it('shows a translated not-found page inside the site shell, with a link home', async () => {
    server.use(...homeHandlers());
    await renderApp('/no/such/page');

    expect(
      await screen.findByRole('heading', { name: 'الصفحة غير موجودة', level: 1 }),
    ).toBeVisible();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      '/en/no/such/page',
    );

    await userEvent.click(screen.getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' }));
    expect(await screen.findByRole('heading', { name: 'أحدث المنتجات' })).toBeVisible();
  });

  it('speaks English on an English page', async () => {
    server.use(...homeHandlers());
    // Three segments: one is a category slug (/{categorySlug}), two a product.
    await renderApp('/missing/page/here', { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/en',
    );
  });
});
