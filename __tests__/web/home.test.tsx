import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { HeaderImagesAnswer } from '../../src/shared/wire/content';
import { renderApp } from '../support/renderApp';
import { apiUrl, server } from '../support/msw';
import {
  categoriesDto,
  categoryDto,
  failWith500,
  homeHandlers,
  manyProducts,
  productDto,
  settingsAnswer,
  settingsDto,
} from '../support/mswHandlers';

const HEADER_IMAGES = [
  { id: 1, image: '/media/header/slide-1-640.webp' },
  { id: 2, image: '/media/header/slide-2-640.webp' },
];

/** GET /header as our server answers it. */
function headerHandler(images = HEADER_IMAGES) {
  return http.get(apiUrl('/header'), () => {
    const answer: HeaderImagesAnswer = { status_code: 200, data: images };
    return HttpResponse.json(answer);
  });
}

const ALL_OFF = settingsDto({
  is_main_banner_is_active: false,
  is_latest_product_active: false,
  is_banners_active: false,
  is_best_seller_active: false,
});

const bannered = [
  categoryDto({
    id: 1,
    name: 'أكواب',
    name_en: 'Cups',
    slug: 'cups',
    banner_image_ar: '/media/banners/cups-ar-640.webp',
    bannerImage: '/media/banners/cups-ar-640.webp',
  }),
  categoryDto({ id: 2, name: 'فازات', name_en: 'Vases', slug: 'vases' }),
];

/** Requests the page made, as paths without the API prefix. */
function recordRequests(): string[] {
  const requested: string[] = [];
  server.events.on('request:start', ({ request }) =>
    requested.push(new URL(request.url).pathname.replace('/api/v1', '')),
  );
  return requested;
}

// Whole pages with carousels on a shared, busy machine.

afterEach(() => server.events.removeAllListeners());

/**
 * The main banner's category list. It shows from 1024 px only; jsdom applies no media query, so
 * there it is display: none, has no accessible name and is found through its title.
 */
function categoryNav(title: HTMLElement): HTMLElement {
  const nav = title.closest('nav');
  if (!nav) throw new Error('the category title is not inside a nav');
  return nav;
}

describe('home page ("/" and its load)', () => {
  it('shows the loading overlay, then every section with all flags on', async () => {
    server.use(headerHandler(), ...homeHandlers({ categories: bannered }));
    await renderApp('/');

    expect(await screen.findByRole('status')).toHaveTextContent('جارٍ التحميل…');
    expect(await screen.findByRole('heading', { name: 'أحدث المنتجات' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    // Main banner: the category list (large screens only: display none in jsdom, which applies no
    // media query) and the header-image carousel.
    const nav = categoryNav(screen.getByText('الأقسام', { selector: 'h2' }));
    expect(nav).toHaveAttribute('aria-label', 'الأقسام');
    expect(within(nav).getByText('أكواب')).toHaveAttribute('href', '/cups');
    expect(within(nav).getByText('فازات')).toHaveAttribute('href', '/vases');
    const header = await screen.findByRole('region', { name: 'عروض مميزة' });
    expect(header).toHaveAttribute('aria-roledescription', 'عرض متحرك');
    const lcp = within(header).getByRole('img', { name: 'عرض زجاج المميز 1 من 2' });
    // Until the app has taken the page over (<html data-hydrated>, set by the app once it has
    // rendered) only the first picture is laid out, so the browser does not fetch the second one
    // beside the page's scripts.
    const secondName = { name: 'عرض زجاج المميز 2 من 2' };
    expect(within(header).queryByRole('img', secondName)).not.toBeInTheDocument();
    document.documentElement.setAttribute('data-hydrated', 'true');
    const second = within(header).getByRole('img', secondName);
    document.documentElement.removeAttribute('data-hydrated');
    expect(lcp).toHaveAttribute('fetchpriority', 'high');
    expect(lcp).not.toHaveAttribute('loading', 'lazy');
    expect(lcp).toHaveAttribute('width', '1280');
    expect(lcp).toHaveAttribute('height', '560');
    expect(lcp).toHaveAttribute('sizes');
    expect(lcp.getAttribute('srcset')).toContain('/media/header/slide-1-1280.webp 1280w');
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(within(header).getByRole('button', { name: 'الشريحة التالية' })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'الشريحة السابقة' })).toBeInTheDocument();

    // Sections, each titled, with "View all" to its own listing.
    const viewAll = (name: string) =>
      within(screen.getByRole('region', { name })).getByRole('link', { name: 'عرض الكل' });
    expect(viewAll('أحدث المنتجات')).toHaveAttribute('href', '/latest-products');
    expect(await screen.findByRole('heading', { name: 'كوب شاي' })).toBeInTheDocument();
    expect(viewAll('أكواب')).toHaveAttribute('href', '/cups');
    expect(viewAll('فازات')).toHaveAttribute('href', '/vases');
    expect(viewAll('الأكثر مبيعًا')).toHaveAttribute('href', '/best-sellers');
    expect(viewAll('أكواب')).toHaveAccessibleDescription('أكواب');

    // The first product section's first picture is a phone's largest first-screen image: loaded at
    // once with high priority; every other card picture (and the other sections') waits.
    const latestImages = within(screen.getByRole('region', { name: 'أحدث المنتجات' })).getAllByRole(
      'img',
    );
    expect(latestImages[0]).toHaveAttribute('fetchpriority', 'high');
    expect(latestImages[0]).toHaveAttribute('loading', 'eager');
    const cupsCard = within(screen.getByRole('region', { name: 'أكواب' })).getByRole('img', {
      name: 'كوب شاي',
    });
    expect(cupsCard).toHaveAttribute('loading', 'lazy');
    expect(cupsCard).not.toHaveAttribute('fetchpriority');

    // A category's banner when banners are on: lazy, its size reserved, leading to the category.
    const cups = screen.getByRole('region', { name: 'أكواب' });
    const banner = within(cups).getByRole('img', { name: 'أكواب' });
    expect(banner).toHaveAttribute('loading', 'lazy');
    expect(banner).toHaveAttribute('width', '1280');
    expect(banner).toHaveAttribute('height', '400');
    expect(banner.closest('a')).toHaveAttribute('href', '/cups');
    // Vases has no banner image.
    expect(
      within(screen.getByRole('region', { name: 'فازات' })).queryByRole('img', { name: 'فازات' }),
    ).not.toBeInTheDocument();

    const latest = screen.getByRole('region', { name: 'أحدث المنتجات' });
    expect(
      within(latest).getByRole('heading', { name: 'مزهرية كريستال' }).closest('article'),
    ).toBeInTheDocument();
    const bestSellers = screen.getByRole('region', { name: 'الأكثر مبيعًا' });
    expect(within(bestSellers).getByRole('heading', { name: 'طقم أكواب' })).toBeInTheDocument();
  });

  it('renders English texts and product names when the page is English', async () => {
    server.use(headerHandler(), ...homeHandlers());
    await renderApp('/', { language: 'en' });

    expect(await screen.findByRole('heading', { name: 'Latest products' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Crystal vase' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cups', level: 2 })).toBeInTheDocument();
    expect(categoryNav(screen.getByText('Categories', { selector: 'h2' }))).toBeInTheDocument();
    const header = await screen.findByRole('region', { name: 'Featured offers' });
    expect(within(header).getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Best sellers' })).getByRole('link', {
        name: 'View all',
      }),
    ).toHaveAttribute('href', '/en/best-sellers');
  });

  it('mounts the cards and banner of sections far below the fold only when they come near', async () => {
    // A viewport nothing scrolls into: only the first product section may show its cards.
    const nearby = window.IntersectionObserver;
    const watchers = new Map<Element, IntersectionObserverCallback>();
    class FarObserver {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        watchers.set(target, this.callback);
      }
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    }
    Object.assign(window, { IntersectionObserver: FarObserver });
    try {
      server.use(headerHandler(), ...homeHandlers({ categories: bannered }));
      await renderApp('/', { language: 'en' });
      expect(await screen.findByRole('heading', { name: 'Crystal vase' })).toBeInTheDocument();
      const cups = screen.getByRole('region', { name: 'Cups' });
      expect(within(cups).queryByRole('article')).not.toBeInTheDocument();
      expect(within(cups).queryByRole('img', { name: 'Cups' })).not.toBeInTheDocument();

      // Scrolled near: the section mounts its cards.
      const report = watchers.get(cups);
      expect(report).toBeDefined();
      act(() =>
        report?.(
          [{ isIntersecting: true, target: cups } as unknown as IntersectionObserverEntry],
          {} as IntersectionObserver,
        ),
      );
      expect(await within(cups).findByRole('heading', { name: 'Tea glass' })).toBeInTheDocument();
      expect(within(cups).getByRole('img', { name: 'Cups' })).toHaveAttribute('loading', 'lazy');
    } finally {
      Object.assign(window, { IntersectionObserver: nearby });
    }
  });

  it('shows a carousel for a section with more than 4 products and a grid for fewer', async () => {
    server.use(
      headerHandler(),
      ...homeHandlers({
        latest: manyProducts(100, 12),
        categoryProducts: { 1: manyProducts(200, 3), 2: manyProducts(300, 1) },
      }),
    );
    await renderApp('/', { language: 'en' });
    const latest = await screen.findByRole('region', { name: 'Latest products' });
    // jsdom answers every min-width query "no": the phone layout, where 3 products slide too.
    const carousel = await within(latest).findByRole('region', { name: 'Latest products slides' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const cups = screen.getByRole('region', { name: 'Cups' });
    expect(await within(cups).findByRole('region', { name: 'Cups slides' })).toBeInTheDocument();
    const vases = screen.getByRole('region', { name: 'Vases' });
    await waitFor(() => expect(within(vases).getAllByRole('article')).toHaveLength(1));
    expect(within(vases).queryByRole('region')).not.toBeInTheDocument();
  });

  it('checks settings before any product load starts', async () => {
    const order: string[] = [];
    let answerSettings = () => {};
    const settingsHeld = new Promise<void>((resolve) => {
      answerSettings = resolve;
    });
    server.use(
      http.get(apiUrl('/settings'), async () => {
        order.push('settings:start');
        await settingsHeld;
        order.push('settings:end');
        return HttpResponse.json(settingsAnswer());
      }),
      headerHandler(),
      ...homeHandlers(),
    );
    const products = /^\/(all-latest-products|main-categories|top-products|products\/)/;
    server.events.on('request:start', ({ request }) => {
      const path = new URL(request.url).pathname.replace('/api/v1', '');
      if (products.test(path)) order.push(path);
    });
    await renderApp('/');
    // Settings is held open: the overlay shows and no product load may start meanwhile.
    await waitFor(() => expect(order).toContain('settings:start'));
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(order).toEqual(['settings:start']);
    answerSettings();
    await screen.findByRole('heading', { name: 'أحدث المنتجات' });

    expect(order.slice(0, 2)).toEqual(['settings:start', 'settings:end']);
    expect(order).toEqual(
      expect.arrayContaining(['/all-latest-products', '/main-categories', '/top-products']),
    );
  });

  it('asks the server for the documented home page sizes in the page language', async () => {
    const queries = new Map<string, URLSearchParams>();
    server.use(
      headerHandler(),
      ...homeHandlers({
        // More than the server's default pages (12 latest, 16 a category, 16 best sellers).
        latest: manyProducts(100, 60),
        categoryProducts: { 1: manyProducts(200, 20), 2: [productDto({ id: 21 })] },
        top: manyProducts(300, 20),
      }),
    );
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      queries.set(url.pathname.replace('/api/v1', ''), url.searchParams);
    });
    await renderApp('/', { language: 'en' });
    await screen.findByRole('region', { name: 'Cups' });
    await waitFor(() => expect(queries.has('/top-products')).toBe(true));

    expect(Object.fromEntries(queries.get('/all-latest-products') ?? [])).toEqual({
      lang: 'en',
      page: '1',
      per_page: '50',
    });
    expect(Object.fromEntries(queries.get('/products/1') ?? [])).toEqual({
      lang: 'en',
      page: '1',
      per_page: '50',
    });
    expect(Object.fromEntries(queries.get('/top-products') ?? [])).toEqual({
      lang: 'en',
      limit: '50',
    });
    expect(Object.fromEntries(queries.get('/main-categories') ?? [])).toEqual({ lang: 'en' });
    // The latest carousel holds the 50 of the page (the API's cap), not the 60 the shop has.
    const latest = screen.getByRole('region', { name: 'Latest products' });
    await waitFor(() =>
      expect(within(latest).getByRole('group', { name: '1 of 50' })).toBeInTheDocument(),
    );
    expect(within(latest).queryByRole('group', { name: '1 of 60' })).not.toBeInTheDocument();
  });

  it('with every flag off: no banner area, latest, banners or best sellers, none requested', async () => {
    server.use(headerHandler(), ...homeHandlers({ settings: ALL_OFF, categories: bannered }));
    const requested = recordRequests();
    await renderApp('/');
    const cups = await screen.findByRole('region', { name: 'أكواب' });
    expect(await within(cups).findByRole('heading', { name: 'كوب شاي' })).toBeInTheDocument();

    expect(screen.getByRole('region', { name: 'فازات' })).toBeInTheDocument();
    expect(within(cups).queryByRole('img', { name: 'أكواب' })).not.toBeInTheDocument();
    expect(screen.queryByText('الأقسام', { selector: 'h2' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'عروض مميزة' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'أحدث المنتجات' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'الأكثر مبيعًا' })).not.toBeInTheDocument();
    expect(requested).not.toContain('/all-latest-products');
    expect(requested).not.toContain('/top-products');
    expect(requested).not.toContain('/header');
  });

  it('switches each flag on its own', async () => {
    server.use(
      headerHandler(),
      ...homeHandlers({
        settings: settingsDto({ ...ALL_OFF, is_banners_active: true }),
        categories: bannered,
      }),
    );
    await renderApp('/');
    const cups = await screen.findByRole('region', { name: 'أكواب' });
    expect(within(cups).getByRole('img', { name: 'أكواب' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'عروض مميزة' })).not.toBeInTheDocument();
  });

  it('keeps the shop open when the settings call fails', async () => {
    server.use(http.get(apiUrl('/settings'), failWith500), headerHandler(), ...homeHandlers());
    await renderApp('/');
    expect(await screen.findByRole('heading', { name: 'أحدث المنتجات' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'الخدمة تحت الصيانة' })).not.toBeInTheDocument();
  });

  it('shows the retry screen only when all three loads fail, and its button reloads', async () => {
    const reload = jest.fn();
    server.use(
      http.get(apiUrl('/all-latest-products'), failWith500),
      http.get(apiUrl('/main-categories'), () => HttpResponse.error()),
      http.get(apiUrl('/top-products'), failWith500),
      headerHandler(),
      ...homeHandlers(),
    );
    await renderApp('/', { browserActions: { reload } });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('فشل تحميل البيانات، يرجى التحقق من اتصالك بالإنترنت.');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'إعادة المحاولة' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('with two of three failed shows what loaded: a failed category is an empty list', async () => {
    server.use(
      http.get(apiUrl('/all-latest-products'), failWith500),
      http.get(apiUrl('/top-products'), failWith500),
      http.get(apiUrl('/products/2'), failWith500),
      headerHandler(),
      ...homeHandlers({ categoryProducts: { 1: [productDto({ id: 11, name_ar: 'كوب شاي' })] } }),
    );
    await renderApp('/');

    expect(await screen.findByRole('heading', { name: 'كوب شاي' })).toBeInTheDocument();
    expect(screen.queryByText('فشل تحميل البيانات، يرجى التحقق من اتصالك بالإنترنت.')).toBeNull();
    const vases = screen.getByRole('region', { name: 'فازات' });
    expect(await within(vases).findByText('لم يتم العثور على منتجات')).toBeVisible();
    expect(within(vases).getByRole('link', { name: 'عرض الكل' })).toHaveAttribute('href', '/vases');
    const latest = screen.getByRole('region', { name: 'أحدث المنتجات' });
    expect(within(latest).getByText('لم يتم العثور على منتجات')).toBeVisible();
    const bestSellers = screen.getByRole('region', { name: 'الأكثر مبيعًا' });
    expect(
      await within(bestSellers).findByText('حدث خطأ أثناء تحميل المنتجات الأكثر مبيعًا'),
    ).toBeVisible();
  });

  it("says 'Error loading images' in the banner's place when the header images fail", async () => {
    server.use(http.get(apiUrl('/header'), failWith500), ...homeHandlers());
    await renderApp('/', { language: 'en' });
    expect(await screen.findByText('Error loading images')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Latest products' })).toBeInTheDocument();
  });

  it('lists every category of the answer in the side list', async () => {
    server.use(headerHandler(), ...homeHandlers({ categories: categoriesDto }));
    await renderApp('/', { language: 'en' });
    const nav = categoryNav(await screen.findByText('Categories', { selector: 'h2' }));
    expect([...nav.querySelectorAll('a')].map((link) => link.textContent)).toEqual([
      'Cups',
      'Vases',
    ]);
    expect([...nav.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      '/en/cups',
      '/en/vases',
    ]);
  });
});
