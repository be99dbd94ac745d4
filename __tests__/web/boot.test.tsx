import { act, screen } from '@testing-library/react';
import { bootstrap, type BootedApp } from '../../src/app/bootstrap';
import ar from '../../src/i18n/locales/ar.json';
import en from '../../src/i18n/locales/en.json';
import { server } from '../support/msw';
import { homeHandlers } from '../support/mswHandlers';

const loadTranslations = (language: 'ar' | 'en') => Promise.resolve(language === 'en' ? en : ar);

describe('boot (src/index.tsx → bootstrap)', () => {
  let booted: BootedApp | undefined;
  let container: HTMLElement;

  beforeEach(() => {
    server.use(...homeHandlers());
    container = document.createElement('div');
    document.body.append(container);
  });

  afterEach(() => {
    act(() => booted?.root.unmount());
    booted = undefined;
    container.remove();
    window.history.replaceState(null, '', '/');
  });

  /** The address the page was opened at: it alone decides the page's language. */
  const openAt = (path: string) => window.history.replaceState(null, '', path);

  it('defaults to Arabic: <html lang="ar" dir="rtl">', async () => {
    document.documentElement.removeAttribute('data-hydrated');
    await act(async () => {
      booted = await bootstrap(container, { loadTranslations });
    });
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(await screen.findByRole('link', { name: 'English' })).toHaveAttribute('href', '/en');
    // The mark end-to-end journeys wait for before acting (e2e/support/hydration.ts).
    expect(document.documentElement).toHaveAttribute('data-hydrated', 'true');
  });

  it('speaks English under /en: <html lang="en" dir="ltr">, and the session follows', async () => {
    // An Arabic choice stored earlier does not outvote the address.
    sessionStorage.setItem('language', 'ar');
    openAt('/en');
    await act(async () => {
      booted = await bootstrap(container, { loadTranslations });
    });
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(await screen.findByRole('heading', { name: 'Latest products' })).toBeInTheDocument();
    expect(sessionStorage.getItem('language')).toBe('en');
    expect(screen.getByRole('link', { name: 'العربية' })).toHaveAttribute('href', '/');
  });

  it('renders afresh, not hydrating, server HTML of another language', async () => {
    openAt('/en');
    container.innerHTML = '<p>عربي من الخادم</p>';
    const stateElement = document.createElement('script');
    stateElement.type = 'application/json';
    stateElement.id = 'zujaj-state';
    stateElement.textContent = JSON.stringify({
      language: 'ar',
      origin: 'http://localhost',
      api: { queries: {}, provided: {} },
      products: { ids: [], entities: {} },
    });
    document.body.append(stateElement);
    try {
      await act(async () => {
        booted = await bootstrap(container, { loadTranslations });
      });
      expect(booted?.hydrated).toBe(false);
      expect(await screen.findByRole('heading', { name: 'Latest products' })).toBeInTheDocument();
      expect(screen.queryByText('عربي من الخادم')).not.toBeInTheDocument();
      // The session (which the API layer asks in) follows the page: English.
      expect(sessionStorage.getItem('language')).toBe('en');
    } finally {
      stateElement.remove();
    }
  });

  it('ignores an unknown stored language', async () => {
    sessionStorage.setItem('language', 'fr');
    await act(async () => {
      booted = await bootstrap(container, { loadTranslations });
    });
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(await screen.findByRole('heading', { name: 'أحدث المنتجات' })).toBeInTheDocument();
  });
});
