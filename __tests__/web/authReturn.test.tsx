// Return after login: a visitor's add-to-cart or heart sends them to /login (the
// login-required message kept), and logging in or registering does what they asked and brings
// them back to the same page.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { Product } from '../../src/entities/product/model';
import { productsReceived } from '../../src/entities/product/productsSlice';
import { ProductCard } from '../../src/entities/product/ui/ProductCard';
import { server } from '../support/msw';
import { cartHandlers, productDto } from '../support/mswHandlers';
import { renderRoutes } from '../support/renderApp';
import { authRoutes, citiesHandler, recording, sessionAnswer } from './authSupport';

const vase: Product = {
  id: 7,
  title: 'Tall vase',
  slug: 'tall-vase',
  code: 'V-7',
  price: '150.00',
  priceBefore: null,
  discountPercent: null,
  currency: 'EGP',
  image: '/media/products/vase-640.webp',
  images: ['/media/products/vase-640.webp'],
  status: 'available',
  category: { id: 3, name: 'Vases', nameEn: 'Vases', slug: 'vases' },
  quantity: 4,
  description: null,
  descriptionImage: null,
  colors: [],
  isFavourite: false,
};

const productPage = {
  path: '/vases/tall-vase',
  element: (
    <main>
      <h1>Vase page</h1>
      <ProductCard productId={7} />
    </main>
  ),
};

async function openProductPage() {
  const result = await renderRoutes(authRoutes([productPage]), '/vases/tall-vase?ref=home', {
    language: 'en',
    persist: false,
  });
  await screen.findByRole('heading', { name: 'Vase page' });
  act(() => void result.store.dispatch(productsReceived([vase])));
  return result;
}

async function logIn() {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Phone number' }), '01012345678');
  await userEvent.type(screen.getByLabelText('Password'), 'secret1');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('return after login', () => {
  it('add to cart: /login says why, and after login the product is in the cart and the shopper is back', async () => {
    const seen: Array<{ path: string; body: unknown }> = [];
    server.use(
      recording('/login', () => HttpResponse.json(sessionAnswer())).handler,
      ...cartHandlers({
        products: [productDto({ id: 7, name_en: 'Tall vase', name_ar: 'فازة طويلة' })],
        seen,
      }),
    );
    const { router } = await openProductPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    // The toast and the login page's banner both say it.
    await waitFor(() =>
      expect(screen.getAllByText('Please log in to add products to the cart')).toHaveLength(2),
    );
    expect(seen).toHaveLength(0);

    await logIn();
    expect(await screen.findByRole('heading', { name: 'Vase page' })).toBeVisible();
    expect(router.state.location).toMatchObject({
      pathname: '/en/vases/tall-vase',
      search: '?ref=home',
    });
    await waitFor(() =>
      expect(seen.filter((call) => call.path === '/cart/store')).toEqual([
        { path: '/cart/store', body: { user_id: 5, product_id: 7, quantity: 1 } },
      ]),
    );
    expect(await screen.findByText('Product added to cart')).toBeInTheDocument();
  });

  it('heart: login → create an account instead → favourited and back', async () => {
    const seen: Array<{ path: string; body: unknown }> = [];
    server.use(
      citiesHandler(),
      recording('/register', () => HttpResponse.json(sessionAnswer(201))).handler,
      ...cartHandlers({
        products: [productDto({ id: 7, name_en: 'Tall vase', name_ar: 'فازة طويلة' })],
        seen,
      }),
    );
    const { router } = await openProductPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Favorite: Tall vase' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Please log in to add products to your favorites',
    );

    await userEvent.click(screen.getByRole('link', { name: 'Create an account' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'First name' }), 'Mona');
    await userEvent.type(screen.getByRole('textbox', { name: 'Family name' }), 'Ali');
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'mona@example.com');
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone number' }), '01012345678');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'City' }), 'Giza');
    await userEvent.type(screen.getByRole('textbox', { name: 'Address' }), '1 Nile St');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('heading', { name: 'Vase page' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/en/vases/tall-vase');
    await waitFor(() =>
      expect(seen.filter((call) => call.path === '/user-add-fav')).toEqual([
        { path: '/user-add-fav', body: { user_id: 5, product_id: 7 } },
      ]),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Favorite: Tall vase' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
  });

  it('heart on a product the account already has: no toggle (it would remove it)', async () => {
    const seen: Array<{ path: string; body: unknown }> = [];
    server.use(
      recording('/login', () => HttpResponse.json(sessionAnswer())).handler,
      ...cartHandlers({
        favourites: [productDto({ id: 7, name_en: 'Tall vase', name_ar: 'فازة طويلة' })],
        seen,
      }),
    );
    await openProductPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Favorite: Tall vase' }));
    await logIn();
    expect(await screen.findByRole('heading', { name: 'Vase page' })).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Favorite: Tall vase' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(seen.some((call) => call.path === '/all-user-fav-products')).toBe(true);
    expect(seen.some((call) => call.path === '/user-add-fav')).toBe(false);
  });

  it('a plain login (no action asked) does nothing but log in and go home', async () => {
    const seen: Array<{ path: string; body: unknown }> = [];
    server.use(
      recording('/login', () => HttpResponse.json(sessionAnswer())).handler,
      ...cartHandlers({ seen }),
    );
    const { router } = await renderRoutes(authRoutes(), '/login', {
      language: 'en',
      persist: false,
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await logIn();
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/en');
    expect(seen).toHaveLength(0);
  });
});
