import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../__tests__/support/renderApp';
import { Pagination, pageWindow } from './Pagination';

// hrefFor names the app's own path; the links of an English page carry /en in front of it.
const hrefFor = (page: number) => (page === 1 ? '/cups' : `/cups?page=${page}`);

async function renderPagination(
  currentPage: number,
  lastPage: number,
  language: 'ar' | 'en' = 'en',
) {
  await renderWithProviders(
    <Pagination currentPage={currentPage} lastPage={lastPage} hrefFor={hrefFor} />,
    { language, persist: false },
  );
  return screen.queryByRole('navigation', { name: language === 'en' ? 'Pages' : 'الصفحات' });
}

const pageNumbers = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link', { name: /^Page \d+$/ })
    .map((link) => link.textContent);

describe('pageWindow (5 page numbers)', () => {
  it('centres the current page and shifts at both ends', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(9, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
  });

  it('shows every page when there are fewer than 5, none when there are none', () => {
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 0)).toEqual([]);
    expect(pageWindow(40, 12)).toEqual([8, 9, 10, 11, 12]);
  });
});

describe('Pagination', () => {
  it('is a labelled nav of links: previous, a window of 5 pages, next', async () => {
    const nav = await renderPagination(6, 10);
    expect(nav).toBeInTheDocument();
    expect(pageNumbers(nav!)).toEqual(['4', '5', '6', '7', '8']);

    const current = within(nav!).getByRole('link', { name: 'Page 6' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(within(nav!).getByRole('link', { name: 'Page 5' })).not.toHaveAttribute('aria-current');
    expect(within(nav!).getByRole('link', { name: 'Page 8' })).toHaveAttribute(
      'href',
      '/en/cups?page=8',
    );
    expect(within(nav!).getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/en/cups?page=5',
    );
    expect(within(nav!).getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/en/cups?page=7',
    );
  });

  it('disables previous on the first page (its link is the page without ?page)', async () => {
    const nav = await renderPagination(1, 3);
    const previous = within(nav!).getByRole('link', { name: 'Previous page' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(previous).not.toHaveAttribute('href');
    expect(within(nav!).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/en/cups');
    expect(within(nav!).getByRole('link', { name: 'Next page' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it('disables next on the last page', async () => {
    const nav = await renderPagination(3, 3);
    const next = within(nav!).getByRole('link', { name: 'Next page' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).not.toHaveAttribute('href');
    expect(within(nav!).getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/en/cups?page=2',
    );
  });

  it('shows nothing for a single page', async () => {
    expect(await renderPagination(1, 1)).toBeNull();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('speaks Arabic in an Arabic page, its links at the plain paths', async () => {
    const nav = await renderPagination(2, 4, 'ar');
    expect(within(nav!).getByRole('link', { name: 'الصفحة السابقة' })).toHaveAttribute(
      'href',
      '/cups',
    );
    expect(within(nav!).getByRole('link', { name: 'صفحة 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
