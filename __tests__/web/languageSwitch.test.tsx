import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageSwitch } from '../../src/features/layout/components/LanguageSwitch';
import { renderWithProviders } from '../support/renderApp';

describe('language switch (SPEC §4 Language, CONTRACT)', () => {
  it('on an Arabic page is named English and switches to English', async () => {
    const reload = jest.fn();
    await renderWithProviders(<LanguageSwitch />, { language: 'ar', browserActions: { reload } });
    sessionStorage.setItem('cache_ar:/top-products?lang=ar', '{}');
    sessionStorage.setItem('cache_ar:/main-categories?lang=ar', '{}');
    sessionStorage.setItem('hasVisited', 'true');

    await userEvent.click(await screen.findByRole('button', { name: 'English' }));

    expect(sessionStorage.getItem('language')).toBe('en');
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('cache_'))).toEqual([]);
    expect(sessionStorage.getItem('hasVisited')).toBe('true');
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('on an English page is named العربية and switches back to Arabic', async () => {
    const reload = jest.fn();
    await renderWithProviders(<LanguageSwitch />, { language: 'en', browserActions: { reload } });
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');

    await userEvent.click(await screen.findByRole('button', { name: 'العربية' }));

    expect(sessionStorage.getItem('language')).toBe('ar');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
