import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageSwitch } from '../../src/features/layout/components/LanguageSwitch';
import { renderApp, renderWithProviders } from '../support/renderApp';

describe('language switch', () => {
  it('on an Arabic page is a link named English to the same page under /en', async () => {
    await renderWithProviders(<LanguageSwitch />, { language: 'ar' });
    const link = await screen.findByRole('link', { name: 'English' });
    expect(link).toHaveAttribute('href', '/en');
    expect(link).toHaveAttribute('hreflang', 'en');
  });

  it('stores the choice and drops the cached answers of the old language when followed', async () => {
    await renderWithProviders(<LanguageSwitch />, { language: 'ar' });
    sessionStorage.setItem('cache_ar:/top-products?lang=ar', '{}');
    sessionStorage.setItem('hasVisited', 'true');
    const link = await screen.findByRole('link', { name: 'English' });
    // jsdom does not navigate; the click's own work is what is checked here.
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(sessionStorage.getItem('language')).toBe('en');
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('cache_'))).toEqual([]);
    expect(sessionStorage.getItem('hasVisited')).toBe('true');
  });

  it('on an English page is named العربية and leads to the page without /en, query kept', async () => {
    await renderApp('/search?product_name=vase', { language: 'en' });
    const link = await screen.findByRole('link', { name: 'العربية' });
    expect(link).toHaveAttribute('href', '/search?product_name=vase');
    expect(link).toHaveAttribute('lang', 'ar');
  });
});
