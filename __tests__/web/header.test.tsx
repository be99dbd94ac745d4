import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AuthState } from '../../src/entities/session/authSlice';
import { Header } from '../../src/features/layout/components/header/Header';
import { SearchBox } from '../../src/features/layout/components/header/SearchBox';
import type { CartAnswer } from '../../src/shared/wire/cart';
import type { CategoryProductsAnswer } from '../../src/shared/wire/catalog';
import { renderApp, renderRoutes, renderWithProviders } from '../support/renderApp';
import { apiUrl, server } from '../support/msw';
import {
  categoriesDto,
  homeHandlers,
  productDto,
  settingsDto,
  socialPlatformsAnswer,
} from '../support/mswHandlers';

const loggedIn: AuthState = {
  token: 'token-1',
  isAuthenticated: true,
  deviceTokens: {},
  user: {
    id: 7,
    firstName: 'Mona',
    familyName: 'Hassan',
    email: 'mona@example.com',
    phoneNumber: '01012345678',
    address: null,
    cityId: null,
  },
};

const vases = Array.from({ length: 7 }, (_, index) =>
  productDto({ id: 100 + index, name_ar: `فازة ${index + 1}`, name_en: `Vase ${index + 1}` }),
);

/** The calls the header makes by itself, plus a search endpoint that records what it was asked. */
function headerHandlers(searched: string[]) {
  return [
    http.get(apiUrl('/social-platforms'), () => HttpResponse.json(socialPlatformsAnswer)),
    http.get(apiUrl('/main-categories'), () =>
      HttpResponse.json({ status_code: 200, data: categoriesDto }),
    ),
    http.get(apiUrl('/products/0'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      searched.push(`${params.get('product_name')}|${params.get('per_page')}`);
      const lang = params.get('lang') === 'en' ? 'en' : 'ar';
      // The server answers more than asked here: the header must still show five at most.
      const records = vases.map((dto) => ({
        ...dto,
        name: lang === 'en' ? dto.name_en : dto.name_ar,
      }));
      const answer = {
        status_code: 200,
        messages: {
          records,
          total: records.length,
          per_page: 5,
          current_page: 1,
          last_page: 2,
          links: [],
          pagination_links: {
            total: records.length,
            per_page: 5,
            current_page: 1,
            last_page: 2,
            links: [],
          },
        },
      } as unknown as CategoryProductsAnswer;
      return HttpResponse.json(answer);
    }),
  ];
}

function cartHandler(totalQuantity: number) {
  return http.post(apiUrl('/cart/get'), () => {
    const answer: CartAnswer = {
      status_code: 200,
      data: {
        total_count: 1,
        total_quantity: totalQuantity,
        total_price: '0.00',
        discounted_price: '0.00',
        items: [],
      },
    };
    return HttpResponse.json(answer);
  });
}

/** The header alone inside the providers, once PersistGate and the router have rendered it. */
async function renderHeader(language: 'ar' | 'en') {
  const result = await renderWithProviders(<Header />, { language });
  await screen.findByRole('banner');
  return result;
}

/**
 * The search box as the header shows it from tablet width up (jsdom applies no media queries, so
 * there the header looks like a phone's: search sits behind its button).
 */
async function renderSearchBox(language: 'ar' | 'en') {
  const result = await renderWithProviders(<SearchBox />, { language });
  await screen.findByRole('search');
  return result;
}

describe('header search', () => {
  it('asks for suggestions 300 ms after typing stops, only past one character, and shows five', async () => {
    const searched: string[] = [];
    server.use(...headerHandlers(searched));
    await renderSearchBox('en');
    const input = screen.getByRole('combobox', { name: 'Search products' });

    await userEvent.type(input, ' v ');
    await act(() => new Promise((resolve) => setTimeout(resolve, 450)));
    expect(searched).toEqual([]);
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await userEvent.clear(input);
    await userEvent.type(input, 'vase');
    const listbox = await screen.findByRole('listbox', { name: 'Product suggestions' });
    // One request for the whole word: the keystrokes in between were debounced away.
    expect(searched).toEqual(['vase|5']);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    const options = within(listbox).getAllByRole('option');
    expect(options).toHaveLength(5);
    expect(options[0]).toHaveTextContent('Vase 1');
    expect(options[0]).toHaveTextContent('80');
    expect(options[0]!.querySelector('bdi')).toHaveAttribute('dir', 'ltr');
    expect(options[0]!.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('is operable by keyboard: arrows mark an option, Enter opens it, Escape closes', async () => {
    server.use(...headerHandlers([]));
    const { router, store } = await renderSearchBox('ar');
    const input = screen.getByRole('combobox', { name: 'ابحث عن منتج' });
    await userEvent.type(input, 'فازة');
    const listbox = await screen.findByRole('listbox');
    const options = within(listbox).getAllByRole('option');

    await userEvent.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[4]!.id);

    await userEvent.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/cups/glass-cup-101'));
    expect(input).toHaveValue('');
    // The slug URL can be read back to ids (categoryProductMap).
    expect(store.getState().categoryProductMap['cups/glass-cup-101']).toMatchObject({
      categoryId: 1,
      productId: 101,
    });
  });

  it('sends a search to /search with the trimmed text, and a blank one nowhere', async () => {
    server.use(...headerHandlers([]));
    const { router } = await renderSearchBox('en');
    const input = screen.getByRole('combobox', { name: 'Search products' });

    await userEvent.type(input, '   {Enter}');
    expect(router.state.location.pathname).toBe('/en');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.pathname).toBe('/en');

    await userEvent.type(input, ' كوب شاي {Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/search'));
    expect(new URLSearchParams(router.state.location.search).get('product_name')).toBe('كوب شاي');
  });

  it('opens full screen on phones, with the same combobox, and closes on Escape', async () => {
    server.use(...headerHandlers([]));
    const { router } = await renderHeader('ar');
    const opener = screen.getByRole('button', { name: 'فتح البحث' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'ابحث عن منتج' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const input = within(dialog).getByRole('combobox', { name: 'ابحث عن منتج' });
    expect(input).toHaveFocus();
    await userEvent.type(input, 'فازة');
    expect(await within(dialog).findAllByRole('option')).toHaveLength(5);
    // The first Escape closes the list, the second the dialog; focus goes back to its button.
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await userEvent.click(opener);
    await userEvent.type(screen.getByRole('combobox'), 'فازة');
    await userEvent.click(await screen.findByRole('option', { name: /فازة 1/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cups/glass-cup-100'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('clicking a suggestion opens that product', async () => {
    server.use(...headerHandlers([]));
    const { router } = await renderSearchBox('en');
    await userEvent.type(screen.getByRole('combobox', { name: 'Search products' }), 'vase');
    await userEvent.click(await screen.findByRole('option', { name: /Vase 3/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/cups/glass-cup-102'));
  });
});

describe('header account links (/fav)', () => {
  it('sends a visitor from favourites and profile to /login and offers login and create account', async () => {
    server.use(...headerHandlers([]));
    await renderHeader('en');

    expect(screen.getByRole('link', { name: 'Favorites' })).toHaveAttribute('href', '/en/login');
    expect(screen.getByRole('link', { name: 'Profile', hidden: true })).toHaveAttribute(
      'href',
      '/en/login',
    );
    const menuButton = screen.getByRole('button', { name: 'My account', hidden: true });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Log in', hidden: true })).toHaveAttribute(
      'href',
      '/en/login',
    );
    expect(screen.getByRole('link', { name: 'Create account', hidden: true })).toHaveAttribute(
      'href',
      '/en/register',
    );
    expect(screen.queryByRole('button', { name: 'Log out', hidden: true })).not.toBeInTheDocument();
  });

  it('shows the first name, the cart count (announced politely) and logs out through POST /logout', async () => {
    const logouts: (string | null)[] = [];
    server.use(
      ...headerHandlers([]),
      cartHandler(3),
      http.post(apiUrl('/logout'), ({ request }) => {
        logouts.push(request.headers.get('authorization'));
        return HttpResponse.json({ status_code: 200, message: 'Logged out successfully' });
      }),
    );
    const { store, router } = await renderRoutes([{ path: '*', element: <Header /> }], '/fav', {
      language: 'en',
      preloadedState: { auth: loggedIn },
      persist: false,
    });
    expect(await screen.findByRole('link', { name: 'Favorites' })).toHaveAttribute(
      'href',
      '/en/fav',
    );

    const cart = within(screen.getByRole('banner')).getByRole('link', { name: 'Cart' });
    await waitFor(() => expect(cart).toHaveAccessibleDescription('Items in cart: 3'));
    expect(cart).toHaveTextContent('3');
    const live = document.getElementById(cart.getAttribute('aria-describedby') ?? '');
    expect(live).toHaveAttribute('aria-live', 'polite');

    await userEvent.click(screen.getByRole('button', { name: 'Mona', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Log out', hidden: true }));

    await waitFor(() => expect(store.getState().auth.isAuthenticated).toBe(false));
    expect(logouts).toEqual(['Bearer token-1']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
  });
});

describe('header nav (/latest-products)', () => {
  it.each([
    [true, 1],
    [false, 0],
  ])('links latest products only when the flag is %s', async (flag, count) => {
    server.use(...homeHandlers({ settings: settingsDto({ is_latest_product_active: flag }) }));
    await renderApp('/', { language: 'en' });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation', hidden: true });
    await act(async () => undefined);
    expect(
      within(nav).queryAllByRole('link', { name: 'Latest products', hidden: true }),
    ).toHaveLength(count);
    expect(within(nav).getByRole('link', { name: 'Best sellers', hidden: true })).toHaveAttribute(
      'href',
      '/en/best-sellers',
    );
    expect(within(nav).getByRole('link', { name: 'Videos', hidden: true })).toHaveAttribute(
      'href',
      '/en/videos',
    );
  });

  it('lists the categories in the dropdown and in the side menu (a modal dialog)', async () => {
    server.use(...homeHandlers());
    await renderApp('/', { language: 'en' });
    const banner = await screen.findByRole('banner');
    const toggle = await within(banner).findByRole('button', { name: 'Categories', hidden: true });
    await userEvent.click(toggle);
    expect(await within(banner).findByRole('link', { name: 'Cups', hidden: true })).toHaveAttribute(
      'href',
      '/en/cups',
    );
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    const opener = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('link', { name: 'Cups' })).toHaveAttribute('href', '/en/cups');
    expect(within(dialog).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/en/login',
    );
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    // Tab from the last control wraps to the first: focus stays in the dialog.
    const links = within(dialog).getAllByRole('link');
    links[links.length - 1]!.focus();
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Close menu' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
