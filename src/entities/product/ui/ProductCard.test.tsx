import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  cartHandlers,
  productDto,
  shopDetailsHandler,
} from '../../../../__tests__/support/mswHandlers';
import { server } from '../../../../__tests__/support/msw';
import { renderWithProviders } from '../../../../__tests__/support/renderApp';
import { siteApi } from '../../../api/siteApi';
import type { AuthState } from '../../session/authSlice';
import type { Product } from '../model';
import { productsReceived } from '../productsSlice';
import { ProductCard } from './ProductCard';

const vase: Product = {
  id: 7,
  title: 'فازة',
  slug: 'vase',
  code: 'V-7',
  price: '150.00',
  priceBefore: '200.00',
  discountPercent: 25,
  currency: 'EGP',
  image: '/media/products/vase-640.webp',
  images: ['/media/products/vase-640.webp'],
  status: 'new',
  category: { id: 3, name: 'فازات', nameEn: 'Vases', slug: 'vases' },
  quantity: 4,
  description: null,
  descriptionImage: null,
  colors: [],
  isFavourite: false,
};

const loggedIn: AuthState = {
  token: 'token-5',
  user: {
    id: 5,
    firstName: 'منى',
    familyName: 'علي',
    email: 'mona@example.com',
    phoneNumber: '01012345678',
    address: null,
    cityId: null,
  },
  isAuthenticated: true,
  deviceTokens: {},
};

interface CardOptions {
  language?: 'ar' | 'en';
  auth?: AuthState;
}

/** The card for `product.id`, after an answer named `product` (or none). */
async function renderCard(product: Product | null, { language = 'ar', auth }: CardOptions = {}) {
  const result = await renderWithProviders(
    <>
      <ProductCard productId={product?.id ?? vase.id} />
      <p>end of list</p>
    </>,
    { language, persist: false, preloadedState: auth ? { auth } : undefined },
  );
  await screen.findByText('end of list');
  if (product) act(() => void result.store.dispatch(productsReceived([product])));
  return result;
}

// A card without a price asks for the shop's chat number (its "Get the price" link).
beforeEach(() => server.use(shopDetailsHandler()));

describe('ProductCard', () => {
  it('shows the product read by id: price, struck old price, discount and badge', async () => {
    await renderCard(vase);
    const card = await screen.findByRole('article');
    expect(screen.getByRole('heading', { name: 'فازة' })).toBeInTheDocument();
    const image = screen.getByRole('img', { name: 'فازة' });
    expect(image).toHaveAttribute('src', '/media/products/vase-640.webp');
    expect(image).toHaveAttribute('srcset', expect.stringContaining('vase-1280.webp 1280w'));
    expect(image).toHaveAttribute('sizes', expect.stringContaining('100vw'));
    expect(card).toHaveTextContent('فازات');
    expect(card.querySelector('del')).toHaveTextContent('السعر قبل الخصم200');
    expect(card).toHaveTextContent('150');
    expect(card).toHaveTextContent('خصم 25%');
    expect(card).toHaveTextContent('جديد');
    expect(card.querySelectorAll('bdi[dir="ltr"]')).toHaveLength(2);
  });

  it.each([
    ['new', 'New'],
    ['available', 'Available'],
    ['unavailable', 'Unavailable'],
  ] as const)('badges a %s product with its own colour', async (status, label) => {
    await renderCard({ ...vase, status }, { language: 'en' });
    const badge = within(await screen.findByRole('article')).getByText(label);
    const colours = { new: '#5b3fb5', available: '#1f7a4d', unavailable: '#b42318' };
    expect(getComputedStyle(badge).backgroundColor).toBe(hexToRgb(colours[status]));
  });

  it('shows the discount only when both prices exist', async () => {
    const { store } = await renderCard({ ...vase, priceBefore: null, discountPercent: null });
    const card = await screen.findByRole('article');
    expect(card).not.toHaveTextContent('خصم');
    expect(card.querySelector('del')).toBeNull();
    act(() => void store.dispatch(productsReceived([{ ...vase, price: null }])));
    await waitFor(() => expect(card).not.toHaveTextContent('خصم'));
    expect(card.querySelector('del')).toBeNull();
  });

  it('links to the slug route and stores the category-product map entry on click', async () => {
    const { store } = await renderCard(vase);
    const link = within(await screen.findByRole('heading', { name: 'فازة' })).getByRole('link');
    expect(link).toHaveAttribute('href', '/vases/vase');
    for (const other of screen.getAllByRole('link'))
      expect(other).toHaveAttribute('href', '/vases/vase');
    expect(screen.getByRole('link', { name: 'التفاصيل فازة' })).toBeInTheDocument();
    fireEvent.click(link);
    expect(store.getState().categoryProductMap['vases/vase']).toMatchObject({
      categoryId: 3,
      productId: 7,
      categoryName: 'فازات',
      productName: 'فازة',
    });
  });

  it('links a product without a category id to its id route', async () => {
    await renderCard({ ...vase, category: null }, { language: 'en' });
    const links = await screen.findAllByRole('link', { name: /فازة/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/en/productsDetails/7',
      '/en/productsDetails/7',
      '/en/productsDetails/7',
    ]);
    expect(screen.getByRole('article')).toHaveTextContent('Uncategorized');
  });

  it('offers "Get the price" as a chat link with the title, code and public product link', async () => {
    server.use(shopDetailsHandler({ chat_number: '201112223334' }));
    await renderCard(
      { ...vase, title: 'Tall vase', price: null, discountPercent: null },
      { language: 'en' },
    );
    const link = await screen.findByRole('link', { name: 'Get the price' });
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // Complete as rendered: the absolute address of the product's page in the page's language.
    const text =
      'Hello, I would like to know the price of Tall vase (product code: V-7). Product link: http://localhost/en/vases/vase';
    expect(link).toHaveAttribute(
      'href',
      `https://wa.me/201112223334?text=${encodeURIComponent(text)}`,
    );
    expect(link.getAttribute('href')).toContain('Tall%20vase%20(product%20code%3A%20V-7)');
  });

  it('draws no "Get the price" link while the shop gives no chat number', async () => {
    server.use(shopDetailsHandler({ chat_number: '' }));
    const { store } = await renderCard(
      { ...vase, title: 'Tall vase', price: null, discountPercent: null },
      { language: 'en' },
    );
    await waitFor(() =>
      expect(siteApi.endpoints.getShopDetails.select()(store.getState()).isSuccess).toBe(true),
    );
    expect(screen.getByRole('heading', { name: /Tall vase/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Get the price' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
  });

  it('tells a visitor to log in, calls nothing and sends them to /login with what they asked for', async () => {
    const { router } = await renderCard(vase, { language: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(
      await screen.findByText('Please log in to add products to the cart'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en/login');
    expect(router.state.location.state).toEqual({
      from: { pathname: '/', search: '', hash: '' },
      intent: { kind: 'cart', productId: 7, quantity: 1, colorId: null },
    });
    // The test route shows the card at any path, so the heart is still there to try.
    const heart = screen.getByRole('button', { name: 'Favorite: فازة' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    expect(
      await screen.findByText('Please log in to add products to your favorites'),
    ).toBeInTheDocument();
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(router.state.location.state).toEqual({
      from: { pathname: '/login', search: '', hash: '' },
      intent: { kind: 'favourite', productId: 7 },
    });
  });

  it("says 'Adding' and is disabled while the cart call is pending, then shows the server's message", async () => {
    let open = () => {};
    const storeGate = new Promise<void>((resolve) => (open = resolve));
    const seen: Array<{ path: string; body: unknown }> = [];
    server.use(...cartHandlers({ products: [productDto({ id: 7 })], storeGate, seen }));
    await renderCard(vase, { language: 'en', auth: loggedIn });
    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart' }));
    const busy = await screen.findByRole('button', { name: 'Adding' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    act(() => open());
    expect(await screen.findByText('Product added to cart')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Add to cart' })).toBeEnabled();
    expect(seen.find((call) => call.path === '/cart/store')?.body).toEqual({
      user_id: 5,
      product_id: 7,
      quantity: 1,
    });
  });

  it('reads the favourite from the list, toggles it at once and follows the answer', async () => {
    const seen: Array<{ path: string; body: unknown }> = [];
    server.use(...cartHandlers({ favourites: [productDto({ id: 7 })], seen }));
    await renderCard(vase, { language: 'en', auth: loggedIn });
    const heart = await screen.findByRole('button', { name: 'Favorite: فازة' });
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(heart);
    expect(await screen.findByText('Removed from favorites')).toBeInTheDocument();
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(seen.find((call) => call.path === '/user-add-fav')?.body).toEqual({
      user_id: 5,
      product_id: 7,
    });
    await userEvent.click(heart);
    expect(await screen.findByText('Added to favorites')).toBeInTheDocument();
    expect(heart).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps the favourite as it was and says why when the call fails', async () => {
    server.use(...cartHandlers({ toggle: 'fail' }));
    await renderCard(vase, { language: 'en', auth: loggedIn });
    const heart = await screen.findByRole('button', { name: 'Favorite: فازة' });
    await userEvent.click(heart);
    expect(await screen.findByText('boom')).toBeInTheDocument();
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  it('renders nothing for an id no answer named yet', async () => {
    await renderCard(null);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});

function hexToRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
