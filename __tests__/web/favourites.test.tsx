// /fav and the favourite toggle: the favourites grid from every page of the list, its empty
// state, and hearts that follow the server's answer with a spinner while pending.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { favouritesApi, selectFavouriteIds } from '../../src/api/favouritesApi';
import { makeStore } from '../../src/app/store';
import type { FavouriteToggleAnswer, FavouritesAnswer } from '../../src/shared/wire/cart';
import { apiUrl, server } from '../support/msw';
import { cartHandlers, homeHandlers, manyProducts, productDto } from '../support/mswHandlers';
import { renderApp } from '../support/renderApp';
import { loggedIn, USER_ID, type Call } from './accountFixtures';

/** The product card (an article) whose title is `title`. */
async function cardOf(title: string): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { name: title });
  const card = heading.closest('article');
  if (!card) throw new Error(`no card around ${title}`);
  return card;
}

const open = (path: string, language: 'ar' | 'en' = 'en') =>
  renderApp(path, { language, persist: false, preloadedState: { auth: loggedIn } });

describe('favourites (/fav)', () => {
  it('lists every favourite, all pages looped', async () => {
    const seen: Array<{ path: string; body: unknown }> = [];
    // 60 favourites: more than the storefront's 50 a page, so two pages are asked for.
    server.use(...homeHandlers(), ...cartHandlers({ favourites: manyProducts(100, 60), seen }));
    await open('/fav');
    expect(await screen.findByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Glass cup 159' })).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(60);
    expect(seen.filter((call) => call.path === '/all-user-fav-products')).toHaveLength(2);
  });

  it("says 'No favorite products' with a browse button to /search", async () => {
    server.use(...homeHandlers(), ...cartHandlers());
    await open('/fav');
    expect(await screen.findByText('No favorite products')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute(
      'href',
      '/en/search',
    );
  });

  it('speaks Arabic on an Arabic page', async () => {
    server.use(...homeHandlers(), ...cartHandlers());
    await open('/fav', 'ar');
    expect(await screen.findByText('لا توجد منتجات مفضلة')).toBeVisible();
    expect(screen.getByRole('link', { name: 'تصفح المنتجات' })).toBeVisible();
  });

  it('shows a spinner while the toggle is pending and changes only with the server answer', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const seen: Call[] = [];
    server.use(
      http.post(apiUrl('/user-add-fav'), async ({ request }) => {
        seen.push({ path: '/user-add-fav', body: await request.clone().json() });
        await gate;
        // The server decides: this product stays a favourite (an answer without isAdded whose
        // message says 'Added' counts as added).
        const answer: FavouriteToggleAnswer = {
          success: true,
          status_code: 200,
          isAdded: true,
          message: 'Added to favorites',
        };
        return HttpResponse.json(answer);
      }),
      ...homeHandlers(),
      ...cartHandlers({ favourites: [productDto({ id: 7, name_en: 'Tall vase' })] }),
    );
    await open('/fav');
    const card = await cardOf('Tall vase');
    const heart = within(card).getByRole('button', { name: 'Favorite: Tall vase' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-busy', 'true'));
    expect(heart).toBeDisabled();
    // Not optimistic: still pressed while the server has not answered.
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(heart.querySelector('svg')).toBeNull();

    act(() => release());
    expect(await screen.findByText('Added to favorites')).toBeInTheDocument();
    await waitFor(() => expect(heart).toHaveAttribute('aria-busy', 'false'));
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { name: 'Tall vase' })).toBeInTheDocument();
    expect(seen[0]?.body).toEqual({ user_id: 5, product_id: 7 });
  });

  it('removes the card once the server says it was removed', async () => {
    server.use(
      ...homeHandlers(),
      ...cartHandlers({ favourites: [productDto({ id: 7, name_en: 'Tall vase' })] }),
    );
    await open('/fav');
    const card = await cardOf('Tall vase');
    await userEvent.click(within(card).getByRole('button', { name: 'Favorite: Tall vase' }));
    expect(await screen.findByText('Removed from favorites')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article')).toBeNull());
    expect(await screen.findByText('No favorite products')).toBeVisible();
  });

  it('keeps the heart as it was and says so when the call fails', async () => {
    server.use(
      ...homeHandlers(),
      ...cartHandlers({
        favourites: [productDto({ id: 7, name_en: 'Tall vase' })],
        toggle: 'fail',
      }),
    );
    await open('/fav');
    const card = await cardOf('Tall vase');
    const heart = within(card).getByRole('button', { name: 'Favorite: Tall vase' });
    await userEvent.click(heart);
    expect(await screen.findByText('boom')).toBeInTheDocument();
    expect(heart).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps a favourite added while the list was still loading', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    // The list asked for before the heart was tapped answers after the toggle: it no longer
    // holds what the server has.
    const before: FavouritesAnswer = {
      status_code: 200,
      data: {
        records: [],
        pagination: { total: 0, per_page: 50, current_page: 1, last_page: 1 },
      },
    };
    server.use(
      http.get(
        apiUrl('/all-user-fav-products'),
        async () => {
          await gate;
          return HttpResponse.json(before);
        },
        { once: true },
      ),
      ...cartHandlers(),
    );
    const store = makeStore({ auth: loggedIn });
    const list = store.dispatch(favouritesApi.endpoints.getFavourites.initiate(USER_ID));
    const toggled = await store.dispatch(favouritesApi.endpoints.toggleFavourite.initiate(7));
    expect(toggled.data?.isAdded).toBe(true);
    release();
    await list;
    await waitFor(() => expect(selectFavouriteIds(store.getState())).toEqual(new Set([7])));
    list.unsubscribe();
  });
});
