import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../support/renderApp';
import { apiUrl, server } from '../support/msw';
import {
  failWith500,
  homeHandlers,
  manyProducts,
  productDto,
  settingsAnswer,
  settingsDto,
} from '../support/mswHandlers';

describe('home page (SPEC §2 "/", §4 Home load)', () => {
  it('shows the loading overlay, then the sections that loaded', async () => {
    server.use(...homeHandlers());
    await renderApp('/');

    expect(await screen.findByRole('status')).toHaveTextContent('جارٍ التحميل…');

    expect(await screen.findByRole('heading', { name: 'أحدث المنتجات' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'أكواب', level: 2 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'فازات', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'الأكثر مبيعًا' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    const latest = screen.getByRole('region', { name: 'أحدث المنتجات' });
    const card = within(latest).getByRole('article');
    expect(within(card).getByRole('heading', { name: 'مزهرية كريستال' })).toBeInTheDocument();
    const image = within(card).getByRole('img', { name: 'مزهرية كريستال' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '400');
    expect(card).toHaveTextContent('80 EGP');
    expect(card).toHaveTextContent('السعر قبل الخصم100 EGP');
    expect(card).toHaveTextContent('خصم 20%');
    expect(card).toHaveTextContent('متوفر');
    expect(within(card).getByText('80 EGP').tagName).toBe('BDI');

    const bestSellers = screen.getByRole('region', { name: 'الأكثر مبيعًا' });
    expect(within(bestSellers).getByText('جديد')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('زجاج');
    expect(screen.getByRole('button', { name: 'English' })).toBeInTheDocument();
  });

  it('renders English texts and product names when the page is English', async () => {
    server.use(...homeHandlers());
    await renderApp('/', { language: 'en' });

    expect(await screen.findByRole('heading', { name: 'Latest products' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Crystal vase' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cups', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'العربية' })).toBeInTheDocument();
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
      ...homeHandlers(),
    );
    server.events.on('request:start', ({ request }) => {
      const { pathname } = new URL(request.url);
      if (!pathname.endsWith('/settings')) order.push(pathname.replace('/api/v1', ''));
    });
    await renderApp('/');
    // Settings is held open: the overlay shows and nothing else may start meanwhile.
    await waitFor(() => expect(order).toContain('settings:start'));
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(order).toEqual(['settings:start']);
    answerSettings();
    await screen.findByRole('heading', { name: 'أحدث المنتجات' });
    server.events.removeAllListeners();

    expect(order.slice(0, 2)).toEqual(['settings:start', 'settings:end']);
    expect(order).toEqual(
      expect.arrayContaining(['/all-latest-products', '/main-categories', '/top-products']),
    );
  });

  it('asks the server for SPEC §7 home page sizes in the page language', async () => {
    const queries = new Map<string, URLSearchParams>();
    server.use(
      ...homeHandlers({
        // More than the server's default pages (12 latest, 16 a category, 16 best sellers).
        latest: manyProducts(100, 20),
        categoryProducts: { 1: manyProducts(200, 20), 2: [productDto({ id: 21 })] },
        top: manyProducts(300, 20),
      }),
    );
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      queries.set(url.pathname.replace('/api/v1', ''), url.searchParams);
    });
    await renderApp('/', { language: 'en' });
    const cups = await screen.findByRole('region', { name: 'Cups' });
    expect(await within(cups).findAllByRole('article')).toHaveLength(20);
    server.events.removeAllListeners();

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
    const latest = screen.getByRole('region', { name: 'Latest products' });
    expect(await within(latest).findAllByRole('article')).toHaveLength(20);
    const bestSellers = screen.getByRole('region', { name: 'Best sellers' });
    expect(await within(bestSellers).findAllByRole('article')).toHaveLength(20);
  });

  it('hides sections switched off by their flags and does not request them', async () => {
    const requested: string[] = [];
    server.use(
      ...homeHandlers({
        settings: settingsDto({ is_latest_product_active: false, is_best_seller_active: false }),
      }),
    );
    server.events.on('request:start', ({ request }) =>
      requested.push(new URL(request.url).pathname),
    );
    await renderApp('/');
    expect(await screen.findByRole('heading', { name: 'أكواب', level: 2 })).toBeInTheDocument();
    server.events.removeAllListeners();

    expect(screen.queryByRole('heading', { name: 'أحدث المنتجات' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'الأكثر مبيعًا' })).not.toBeInTheDocument();
    expect(requested).not.toContain('/api/v1/all-latest-products');
    expect(requested).not.toContain('/api/v1/top-products');
  });

  it('keeps the shop open when the settings call fails', async () => {
    server.use(http.get(apiUrl('/settings'), failWith500), ...homeHandlers());
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
      ...homeHandlers(),
    );
    await renderApp('/', { browserActions: { reload } });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('فشل تحميل البيانات، يرجى التحقق من اتصالك بالإنترنت.');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'إعادة المحاولة' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows what loaded when only some loads fail; a failed category is left out', async () => {
    server.use(
      http.get(apiUrl('/all-latest-products'), failWith500),
      http.get(apiUrl('/top-products'), failWith500),
      http.get(apiUrl('/products/2'), failWith500),
      ...homeHandlers({ categoryProducts: { 1: [productDto({ id: 11, name_ar: 'كوب شاي' })] } }),
    );
    await renderApp('/');

    expect(await screen.findByRole('heading', { name: 'كوب شاي' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'أحدث المنتجات' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'فازات' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByText('حدث خطأ أثناء تحميل المنتجات الأكثر مبيعًا')).toBeVisible();
  });

  it('shows a product without a price ("0.00") as "price on request", with no discount', async () => {
    server.use(
      ...homeHandlers({
        latest: [
          productDto({
            id: 5,
            name_ar: 'ثريا',
            price_after_discount: '0.00',
            price_before_discount: '500.00',
            image: null,
          }),
          productDto({
            id: 6,
            name_ar: 'مصباح',
            price_after_discount: '0.00',
            price_before_discount: '0.00',
          }),
        ],
      }),
    );
    await renderApp('/');
    for (const name of ['ثريا', 'مصباح']) {
      const card = (await screen.findByRole('heading', { name })).closest('article');
      expect(card).not.toBeNull();
      expect(card).toHaveTextContent('اطلب السعر');
      expect(card).not.toHaveTextContent('EGP');
      expect(card).not.toHaveTextContent('خصم');
    }
  });
});
