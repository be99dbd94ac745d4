import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createRoutes } from '../../src/app/router';
import { renderApp, renderRoutes } from '../support/renderApp';
import { apiUrl, server } from '../support/msw';
import { homeHandlers, productDto, productHandlers } from '../support/mswHandlers';

// The first render compiles the lazy screen's modules; give it more than the default second.

const cup = productDto({
  id: 5,
  more_images: ['/media/products/glass-cup-5b-640.webp', '/media/products/glass-cup-5c-640.webp'],
  description_image: '/media/details/detail-cups-640.webp',
});
const similar = productDto({ id: 6, name_ar: 'كوب شاي', name_en: 'Tea glass' });
const unpriced = productDto({ id: 7, price_after_discount: null, price_before_discount: null });
const fewLeft = productDto({ id: 8, quantity: 3 });

/** The settings gate and the category calls (cups holds 5–8), plus the product calls. */
function serve(
  related: Record<number, ReturnType<typeof productDto>[]> | 'fail' = { 5: [similar] },
) {
  server.use(
    ...productHandlers({ products: [cup, similar, unpriced, fewLeft], related }),
    ...homeHandlers({ categoryProducts: { 1: [cup, similar, unpriced, fewLeft] } }),
  );
}

const mapEntry = (productId: number) => ({
  categoryId: 1,
  productId,
  categoryName: 'Cups',
  productName: `Glass cup ${productId}`,
  timestamp: 1,
});

describe('product details (product routes and load)', () => {
  it('shows the loaded product: breadcrumb, images, facts, price, description, similar products', async () => {
    serve();
    const { store } = await renderApp('/cups/glass-cup-5', {
      language: 'en',
      preloadedState: { categoryProductMap: { 'cups/glass-cup-5': mapEntry(5) } },
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Glass cup 5' })).toBeVisible();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/en');
    expect(within(crumbs).getByRole('link', { name: 'Cups' })).toHaveAttribute('href', '/en/cups');
    expect(within(crumbs).getByText('Glass cup 5')).toHaveAttribute('aria-current', 'page');
    expect(within(crumbs).getAllByRole('listitem')).toHaveLength(3);

    const main = screen.getByRole('img', { name: 'Glass cup 5' });
    expect(main).toHaveAttribute('fetchpriority', 'high');
    expect(main).toHaveAttribute('width', '710');
    expect(main).toHaveAttribute('height', '425');
    expect(main.getAttribute('srcset')).toContain('glass-cup-5-1280.webp 1280w');
    const thumbs = screen.getByRole('list', { name: 'Product images' });
    expect(within(thumbs).getAllByRole('button')).toHaveLength(3);
    expect(
      screen.getByRole('button', { name: 'Show image 2 of 3 full screen' }),
    ).toBeInTheDocument();

    expect(screen.getByText('GC-5').tagName).toBe('BDI');
    expect(screen.getByText('10 pieces')).toBeInTheDocument();
    expect(screen.getByText('EGP 80').tagName).toBe('BDI');
    expect(screen.getByText('EGP 100').closest('del')).not.toBeNull();
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(1);

    // The description is held 500 ms after load, then shown with its image.
    const description = screen.getByRole('region', { name: 'Description' });
    expect(description).toHaveAttribute('aria-busy', 'true');
    expect(await within(description).findByText('A clear glass cup')).toBeVisible();
    expect(
      within(description).getByRole('img', { name: 'Glass cup 5: description image' }),
    ).toHaveAttribute('loading', 'lazy');

    const similarSection = await screen.findByRole('region', { name: 'Similar products' });
    expect(within(similarSection).getByRole('heading', { name: 'Tea glass' })).toBeInTheDocument();
    expect(store.getState().categoryProductMap['cups/glass-cup-5']?.productId).toBe(5);
  });

  it('holds the image area loading 300 ms after the product loaded', async () => {
    serve();
    await renderApp('/productsDetails/5', { language: 'en' });
    await screen.findByRole('heading', { level: 1, name: 'Glass cup 5' });
    const stage = screen.getByRole('img', { name: 'Glass cup 5' }).closest('[aria-busy]');
    expect(stage).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(stage).not.toHaveAttribute('aria-busy'));
  });

  it('resolves a shared link without a map entry in one lookup call and writes the entry', async () => {
    serve();
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      requests.push(url.pathname.replace('/api/v1', ''));
    });
    const { store, router } = await renderApp('/cups/glass-cup-5', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Glass cup 5' })).toBeVisible();
    await screen.findByRole('region', { name: 'Similar products' });
    server.events.removeAllListeners();
    // The lookup brings the product itself: no listing walk, no second request for the details.
    expect(requests.filter((path) => path === '/product-lookup')).toHaveLength(1);
    expect(
      requests.filter((path) => path.startsWith('/products/') && !path.endsWith('/related')),
    ).toEqual([]);
    expect(requests).not.toContain('/productsDetails/5');
    expect(router.state.location.pathname).toBe('/en/cups/glass-cup-5');
    expect(store.getState().categoryProductMap['cups/glass-cup-5']).toMatchObject({
      categoryId: 1,
      productId: 5,
      categoryName: 'Cups',
      productName: 'Glass cup 5',
    });
    await waitFor(() =>
      expect(localStorage.getItem('persist:categoryProductMap')).toContain('glass-cup-5'),
    );
  });

  it('replaces non-canonical (URL-encoded Arabic) slugs with the canonical path', async () => {
    serve();
    const wrong = `/${encodeURIComponent('أكواب')}/${encodeURIComponent('كوب-زجاجي-5')}`;
    const { router } = await renderRoutes(createRoutes(), '/', { language: 'ar' });
    await router.navigate(wrong);
    expect(await screen.findByRole('heading', { level: 1, name: 'كوب زجاجي 5' })).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/cups/glass-cup-5'));
    expect(router.state.historyAction).toBe('REPLACE');
    // The wrong URL is gone from history: one step back is the page before it.
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('loads /productsDetails/{id} by id, stays there and names the slug URL canonical', async () => {
    serve();
    const { router, store } = await renderApp('/productsDetails/5', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Glass cup 5' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/en/productsDetails/5');
    await waitFor(() =>
      expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
        'href',
        'http://localhost/en/cups/glass-cup-5',
      ),
    );
    expect(document.title).toBe('Glass cup 5 | Zujaj');
    expect(store.getState().categoryProductMap['cups/glass-cup-5']?.productId).toBe(5);
  });

  it('follows a link to a product of another category to its canonical path', async () => {
    serve();
    const { router } = await renderApp('/vases/glass-cup-6', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tea glass' })).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/cups/glass-cup-6'));
  });

  it.each([
    ['an unknown id', '/productsDetails/999'],
    ['an id that is not a number', '/productsDetails/abc'],
    ['slugs that name no product', '/cups/no-such-cup'],
    ['slugs with nothing a slug keeps', `/cups/${encodeURIComponent('؟!')}`],
  ])('says Product not found for %s, with a way home', async (_case, path) => {
    serve();
    await renderApp(path, { language: 'en' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Product not found' }),
    ).toBeVisible();
    expect(screen.getByText(/This product may have been removed/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/en',
    );
  });

  it('stops the stepper at the available pieces and says why, in both languages', async () => {
    serve();
    const user = userEvent.setup();
    await renderApp('/productsDetails/8', { language: 'en' });
    const input = await screen.findByRole('spinbutton', { name: 'Quantity' });
    const more = screen.getByRole('button', { name: 'Increase quantity' });
    const less = screen.getByRole('button', { name: 'Decrease quantity' });
    expect(less).toHaveAttribute('aria-disabled', 'true');
    await user.click(more);
    await user.click(more);
    expect(input).toHaveValue(3);
    expect(more).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Only 3 pieces available');
    await user.click(more);
    expect(input).toHaveValue(3);
    await user.click(less);
    expect(input).toHaveValue(2);
    expect(screen.getByRole('status')).toHaveTextContent('');
    await user.clear(input);
    await user.type(input, '9');
    expect(input).toHaveValue(3);
    expect(screen.getByRole('status')).toHaveTextContent('Only 3 pieces available');
  });

  it('says the stock limit in Arabic too', async () => {
    serve();
    const user = userEvent.setup();
    await renderApp('/productsDetails/8', { language: 'ar' });
    await screen.findByRole('spinbutton', { name: 'الكمية' });
    const more = screen.getByRole('button', { name: 'زيادة الكمية' });
    await user.click(more);
    await user.click(more);
    expect(screen.getByRole('status')).toHaveTextContent('المتاح 3 قطعة فقط');
  });

  it('offers a get-price chat enquiry (title, code, link) instead of buying when there is no price', async () => {
    serve();
    await renderApp('/productsDetails/7', { language: 'en' });
    await screen.findByRole('heading', { level: 1, name: 'Glass cup 7' });
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /cart/i })).not.toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'get price' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    const text = () => {
      const href = link.getAttribute('href') ?? '';
      expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
      return decodeURIComponent(href.split('?text=')[1] ?? '');
    };
    expect(text()).toContain('Glass cup 7');
    expect(text()).toContain('GC-7');
    expect(text()).toContain('/en/cups/glass-cup-7');
    // Complete as rendered: the absolute address of the product's English page.
    expect(text()).toContain('http://localhost/en/cups/glass-cup-7');
  });

  it('opens the full-screen gallery at the image clicked and keeps the last one seen', async () => {
    serve();
    const user = userEvent.setup();
    await renderApp('/productsDetails/5', { language: 'en' });
    await screen.findByRole('heading', { level: 1, name: 'Glass cup 5' });
    const third = screen.getByRole('button', { name: 'Show image 3 of 3 full screen' });
    await waitFor(() => expect(third.closest('[aria-busy]')).toBeNull());
    await user.click(third);
    const dialog = await screen.findByRole('dialog', { name: 'Image gallery' });
    expect(dialog.querySelector('.yarl__counter')).toHaveTextContent('3 / 3');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('img', { name: 'Glass cup 5' }).getAttribute('src')).toContain(
      'glass-cup-5c',
    );
  });

  it('leaves similar products out when their load fails', async () => {
    serve('fail');
    await renderApp('/productsDetails/5', { language: 'en' });
    await screen.findByRole('heading', { level: 1, name: 'Glass cup 5' });
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Description' })).not.toHaveAttribute('aria-busy'),
    );
    expect(screen.queryByRole('region', { name: 'Similar products' })).not.toBeInTheDocument();
  });

  it('shows bones while loading, without the not-found text', async () => {
    let answer = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get(apiUrl('/productsDetails/:id'), async () => {
        await held;
        return HttpResponse.json({ status_code: 200, data: cup });
      }),
    );
    serve();
    await renderApp('/productsDetails/5', { language: 'en' });
    const description = await screen.findByRole('region', { name: 'Description' });
    expect(description).toHaveAttribute('aria-busy', 'true');
    expect(within(screen.getByRole('main')).getByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.queryByText('Product not found')).not.toBeInTheDocument();
    answer();
    expect(await screen.findByRole('heading', { level: 1, name: 'Glass cup 5' })).toBeVisible();
  });
});
