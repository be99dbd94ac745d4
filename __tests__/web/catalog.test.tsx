// Listings: the category listing's URL state, its two server pages per UI page,
// the unknown-slug redirect, search across all categories, best sellers and offers paging.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '../support/msw';
import {
  failWith500,
  homeHandlers,
  manyProducts,
  productDto,
  shopDetailsHandler,
  type HomeHandlerOptions,
} from '../support/mswHandlers';
import { renderApp } from '../support/renderApp';

// React 19 builds `new FormData(form, submitter)` for a submit that starts a transition (the
// router's navigation does); jest-fixed-jsdom's FormData is Node's, which refuses a jsdom form.
// The forms here are read through React state, so an empty FormData is enough.
const NodeFormData = globalThis.FormData;
beforeAll(() => {
  globalThis.FormData = class extends NodeFormData {
    constructor() {
      super();
    }
  };
});
afterAll(() => {
  globalThis.FormData = NodeFormData;
});

/** [path, query] of every API call, in order. */
let calls: [string, Record<string, string>][] = [];

function listingHandlers(options: HomeHandlerOptions = {}) {
  return [
    http.get(apiUrl('/header'), () =>
      HttpResponse.json({
        status_code: 200,
        data: [{ id: 1, image: '/media/header/slide-1-640.webp' }],
      }),
    ),
    ...homeHandlers({
      categoryProducts: {
        0: manyProducts(900, 3),
        1: manyProducts(100, 30),
        2: [productDto({ id: 21, name_ar: 'فازة طويلة', name_en: 'Tall vase' })],
      },
      ...options,
    }),
  ];
}

beforeEach(() => {
  calls = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    const query = Object.fromEntries(url.searchParams);
    delete query.lang;
    calls.push([url.pathname.replace('/api/v1', ''), query]);
  });
});

afterEach(() => server.events.removeAllListeners());

const productCalls = (categoryId: number) =>
  calls.filter(([path]) => path === `/products/${categoryId}`).map(([, query]) => query);

/** The product cards of the page (the grid's items, not the pagination's or the sidebar's). */
async function shownProducts() {
  const main = await screen.findByRole('main');
  const productGrid = () =>
    within(main)
      .queryAllByRole('list')
      .find((list) => !list.closest('nav') && !list.closest('aside'));
  // The placeholders' container is aria-busy until the page's products are there.
  await waitFor(() => {
    expect(main.querySelector('[aria-busy="true"]')).toBeNull();
    expect(productGrid()).toBeDefined();
  });
  return within(productGrid()!).getAllByRole('listitem');
}

/** Below 1024 px (and in jsdom, which applies no media query) the sidebar opens with its toggle. */
async function openFilters(name = 'Filters') {
  const toggle = await screen.findByRole('button', { name });
  if (toggle.getAttribute('aria-expanded') === 'false') await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

const currentUrl = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('category listing (/{categorySlug})', () => {
  it('builds a page of 12 from server pages 1 and 2 of 6, pages linked without ?page=1', async () => {
    server.use(...listingHandlers());
    const { router } = await renderApp('/cups', { language: 'en' });

    expect(await shownProducts()).toHaveLength(12);
    expect(screen.getByRole('heading', { level: 1, name: 'Cups' })).toBeInTheDocument();
    expect(productCalls(1)).toEqual([
      { page: '1', per_page: '6' },
      { page: '2', per_page: '6' },
    ]);

    // 30 products = 3 UI pages.
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/en/cups');
    expect(within(pages).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/en/cups?page=3',
    );
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await userEvent.click(within(pages).getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/en/cups?page=2'));
    expect(await shownProducts()).toHaveLength(12);
    expect(productCalls(1).slice(2)).toEqual([
      { page: '3', per_page: '6' },
      { page: '4', per_page: '6' },
    ]);
    expect(
      within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('link', {
        name: 'Page 2',
      }),
    ).toHaveAttribute('aria-current', 'page');

    await userEvent.click(screen.getByRole('link', { name: 'Next page' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/en/cups?page=3'));
    expect(await shownProducts()).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    await userEvent.click(screen.getByRole('link', { name: 'Page 1' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/en/cups'));
  });

  it('puts the search text and price filter in the URL and asks the server with them', async () => {
    server.use(...listingHandlers());
    const { router } = await renderApp('/cups?page=2', { language: 'en' });
    expect(await shownProducts()).toHaveLength(12);
    await openFilters();

    // Price slider: the value shows at once, the URL follows when it settles, page back to 1.
    const slider = screen.getByRole('slider', { name: 'Maximum price' });
    expect(slider).toHaveValue('100000');
    expect(slider).toHaveAttribute('min', '0');
    expect(slider).toHaveAttribute('max', '100000');
    expect(slider).toHaveAttribute('step', '1000');
    fireEvent.change(slider, { target: { value: '5000' } });
    expect(slider).toHaveAttribute('aria-valuetext', expect.stringContaining('5,000'));
    await waitFor(() => expect(currentUrl(router)).toBe('/en/cups?max_price=5000'));
    await waitFor(() =>
      expect(productCalls(1).slice(-2)).toEqual([
        { page: '1', per_page: '6', max_price: '5000' },
        { page: '2', per_page: '6', max_price: '5000' },
      ]),
    );

    // Search: every category (id 0), the price filter kept.
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search products' }), ' vase ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(currentUrl(router)).toBe('/en/cups?product_name=vase&max_price=5000'),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search results for “vase”' }),
    ).toBeInTheDocument();
    expect(await shownProducts()).toHaveLength(3);
    expect(productCalls(0)).toEqual([
      { page: '1', per_page: '6', product_name: 'vase', max_price: '5000' },
      { page: '2', per_page: '6', product_name: 'vase', max_price: '5000' },
    ]);

    // Back at the default price, max_price leaves the URL.
    fireEvent.change(screen.getByRole('slider', { name: 'Maximum price' }), {
      target: { value: '100000' },
    });
    await waitFor(() => expect(currentUrl(router)).toBe('/en/cups?product_name=vase'));
    // The screen has rendered the new URL once it asked for it.
    await waitFor(() =>
      expect(productCalls(0)).toContainEqual({ page: '1', per_page: '6', product_name: 'vase' }),
    );

    // Another category: that category, the search text dropped.
    await userEvent.click(screen.getByRole('radio', { name: 'Vases' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/en/vases'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Vases' })).toBeInTheDocument();
    expect(await shownProducts()).toHaveLength(1);
    expect(screen.getByRole('radio', { name: 'Vases' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Cups' })).not.toBeChecked();
  });

  it('follows the URL when the shopper goes back', async () => {
    server.use(...listingHandlers());
    const { router } = await renderApp('/cups?product_name=cup&max_price=3000', {
      language: 'en',
    });
    await shownProducts();
    await openFilters();
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('cup');
    expect(screen.getByRole('slider', { name: 'Maximum price' })).toHaveValue('3000');

    await act(() => router.navigate('/cups'));
    await waitFor(() =>
      expect(screen.getByRole('slider', { name: 'Maximum price' })).toHaveValue('100000'),
    );
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('');
  });

  it('redirects an unknown slug to the first category, replacing the history entry', async () => {
    server.use(...listingHandlers());
    const { router } = await renderApp('/no-such-category?max_price=2000', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cups' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/en/cups?max_price=2000');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('skips a failed server page and shows what the other brought', async () => {
    server.use(
      http.get(apiUrl('/products/1'), ({ request }) =>
        new URL(request.url).searchParams.get('page') === '2' ? failWith500() : undefined,
      ),
      ...listingHandlers(),
    );
    await renderApp('/cups', { language: 'en' });
    expect(await shownProducts()).toHaveLength(6);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
  });

  it('offers a retry when both server pages fail', async () => {
    let fail = true;
    server.use(
      http.get(apiUrl('/products/1'), () => (fail ? failWith500() : undefined)),
      ...listingHandlers(),
    );
    await renderApp('/cups', { language: 'en' });
    const alert = await screen.findByRole('alert');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await shownProducts()).toHaveLength(12);
  });

  it("says 'No products found' for an empty category", async () => {
    server.use(...listingHandlers({ categoryProducts: { 1: [], 2: [] } }));
    await renderApp('/cups', { language: 'en' });
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('lists the categories as labelled radios in Arabic', async () => {
    server.use(...listingHandlers());
    await renderApp('/vases');
    await openFilters('تصفية المنتجات');
    const group = await screen.findByRole('group', { name: 'الأقسام' });
    expect(within(group).getByRole('radio', { name: 'فازات' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'أكواب' })).not.toBeChecked();
  });
});

describe('search (/search)', () => {
  it('asks for a text instead of listing everything when the query is empty', async () => {
    server.use(...listingHandlers());
    await renderApp('/search', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    expect(screen.getByText(/Type a product name/)).toBeInTheDocument();
    expect(productCalls(0)).toEqual([]);
  });

  it('searches all categories with the text from the URL', async () => {
    server.use(...listingHandlers());
    const { router } = await renderApp('/search?product_name=%D9%83%D9%88%D8%A8', {
      language: 'ar',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'نتائج البحث عن «كوب»' }),
    ).toBeInTheDocument();
    expect(await shownProducts()).toHaveLength(3);
    expect(productCalls(0)[0]).toEqual({ page: '1', per_page: '6', product_name: 'كوب' });

    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.type(screen.getByRole('searchbox'), 'vase{Enter}');
    await waitFor(() => expect(currentUrl(router)).toBe('/search?product_name=vase'));
  });
});

describe('best sellers and offers', () => {
  it('pages the capped best-sellers list 16 at a time', async () => {
    server.use(...listingHandlers({ top: manyProducts(300, 40) }));
    const { router } = await renderApp('/best-sellers', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Best sellers' })).toBeVisible();
    expect(await shownProducts()).toHaveLength(16);
    expect(calls.filter(([path]) => path === '/top-products').map(([, q]) => q)).toEqual([
      { limit: '50' },
    ]);
    await userEvent.click(screen.getByRole('link', { name: 'Page 3' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/en/best-sellers?page=3'));
    expect(await shownProducts()).toHaveLength(8);
    // The same list: no second call.
    expect(calls.filter(([path]) => path === '/top-products')).toHaveLength(1);
  });

  it('replaces a page past the end with the last page', async () => {
    server.use(...listingHandlers({ top: manyProducts(300, 40) }));
    const { router } = await renderApp('/best-sellers?page=9', { language: 'en' });
    await waitFor(() => expect(currentUrl(router)).toBe('/en/best-sellers?page=3'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await shownProducts()).toHaveLength(8);
  });

  it('shows the best sellers between two copies of the promotional banner', async () => {
    server.use(...listingHandlers({ top: manyProducts(300, 5) }));
    await renderApp('/offers', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Offers' })).toBeVisible();
    expect(await shownProducts()).toHaveLength(5);
    const banners = await screen.findAllByRole('img', {
      name: 'Zujaj offers on glass and decorative products',
    });
    expect(banners).toHaveLength(2);
    for (const banner of banners) {
      expect(banner).toHaveAttribute('width', '1280');
      expect(banner).toHaveAttribute('height', '560');
      expect(banner).toHaveAttribute('src', '/media/header/slide-1-640.webp');
    }
    expect(banners[1]).toHaveAttribute('loading', 'lazy');
  });

  it("shows the owner's offers banner, when set, instead of the first header image", async () => {
    server.use(
      shopDetailsHandler({ offers_banner: '/media/banners/offers-7-640.webp' }),
      ...listingHandlers({ top: manyProducts(300, 5) }),
    );
    await renderApp('/offers', { language: 'en' });
    expect(await shownProducts()).toHaveLength(5);
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('img', { name: 'Zujaj offers on glass and decorative products' })
          .map((banner) => banner.getAttribute('src')),
      ).toEqual(['/media/banners/offers-7-640.webp', '/media/banners/offers-7-640.webp']),
    );
  });

  it('pages the latest products 12 at a time on the server', async () => {
    server.use(...listingHandlers({ latest: manyProducts(500, 14) }));
    await renderApp('/latest-products?page=2', { language: 'en' });
    expect(await shownProducts()).toHaveLength(2);
    expect(calls.filter(([path]) => path === '/all-latest-products').map(([, q]) => q)).toEqual([
      { page: '2', per_page: '12' },
    ]);
  });
});
