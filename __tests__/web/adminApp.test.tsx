// The back office shell (src/admin): sign-in through /login and /admin/me, a shopper's account
// refused, a 401 signs out, the owner's navigation against a staff member's, English under
// /en/admin, the phone drawer by keyboard.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ADMIN_AUTH_KEY } from '../../src/admin/api/adminAuthStorage';
import { ADMIN_DEVICE_TOKENS_KEY } from '../../src/admin/api/adminDeviceTokens';
import { apiUrl, server } from '../support/msw';
import { owner, renderAdmin, staffer } from '../support/renderAdmin';

/** The order list's first page, empty: the screens here only pass through /admin/orders. */
const noOrders = () =>
  http.get(apiUrl('/admin/orders'), () =>
    HttpResponse.json({
      status_code: 200,
      data: [],
      current_page: 1,
      last_page: 1,
      per_page: 20,
      total: 0,
    }),
  );

function unreadCount(unread: number, seen: { auth?: string | null; lang?: string | null } = {}) {
  return http.get(apiUrl('/admin/orders/unread-count'), ({ request }) => {
    seen.auth = request.headers.get('authorization');
    seen.lang = request.headers.get('accept-language');
    return HttpResponse.json({ status_code: 200, data: { unread } });
  });
}

async function signIn(phone: string, password: string, labels = { phone: 'Phone number' }) {
  await userEvent.type(await screen.findByRole('textbox', { name: labels.phone }), phone);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('signing in at /admin', () => {
  it('signs a staff member in: /login, then /admin/me with the new token; the session is kept in its own key', async () => {
    const meAuth: string[] = [];
    const loginBodies: unknown[] = [];
    server.use(
      http.post(apiUrl('/login'), async ({ request }) => {
        loginBodies.push(await request.json());
        return HttpResponse.json({
          status: 'success',
          status_code: 200,
          message: 'Welcome',
          token: 'fresh-token',
          user: {},
        });
      }),
      http.get(apiUrl('/admin/me'), ({ request }) => {
        meAuth.push(request.headers.get('authorization') ?? '');
        return HttpResponse.json({ status_code: 200, data: owner });
      }),
      unreadCount(3),
    );
    await renderAdmin('/en/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to the back office' }));
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveAttribute(
      'name',
      'phone_number',
    );
    expect(screen.getByLabelText('Password')).toHaveAttribute('name', 'password');

    await signIn('01011111111', 'secret-pass');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(loginBodies).toEqual([{ phone_number: '01011111111', password: 'secret-pass' }]);
    expect(meAuth).toEqual(['Bearer fresh-token']);
    expect(JSON.parse(localStorage.getItem(ADMIN_AUTH_KEY) ?? '{}')).toEqual({
      token: 'fresh-token',
      user: owner,
    });
    expect(localStorage.getItem('persist:auth')).toBeNull();
    expect(screen.getByText('Mona Adel')).toBeVisible();
    expect(screen.getByText('(Owner)')).toBeVisible();
  });

  it('sends the device token it holds for the phone and keeps the one answered, past a sign-out', async () => {
    localStorage.setItem(
      ADMIN_DEVICE_TOKENS_KEY,
      JSON.stringify({ '01011111111': 'kept-device', '01099999999': 'other-phone' }),
    );
    const loginBodies: unknown[] = [];
    let answered = 'kept-device';
    server.use(
      http.post(apiUrl('/login'), async ({ request }) => {
        loginBodies.push(await request.json());
        return HttpResponse.json({
          status: 'success',
          status_code: 200,
          token: 'fresh-token',
          device_token: answered,
          user: { phone_number: '01011111111' },
        });
      }),
      http.get(apiUrl('/admin/me'), () => HttpResponse.json({ status_code: 200, data: owner })),
      unreadCount(0),
    );
    await renderAdmin('/en/admin');
    await signIn(' 01011111111 ', 'secret-pass');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(loginBodies).toEqual([
      // Looked up with blanks around ignored; sent as typed (the server trims it too).
      { phone_number: ' 01011111111 ', password: 'secret-pass', device_token: 'kept-device' },
    ]);

    // Signed out, then in again: the server answered a new token last time round … kept.
    answered = 'new-device';
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await signIn('01011111111', 'secret-pass');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(JSON.parse(localStorage.getItem(ADMIN_DEVICE_TOKENS_KEY) ?? '{}')).toEqual({
      '01011111111': 'new-device',
      '01099999999': 'other-phone',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await signIn('01011111111', 'secret-pass');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(loginBodies).toHaveLength(3);
    expect(loginBodies[2]).toEqual({
      phone_number: '01011111111',
      password: 'secret-pass',
      device_token: 'new-device',
    });
    // The storefront's own map is not touched.
    expect(localStorage.getItem('persist:auth')).toBeNull();
  });

  it("refuses a shopper's account (403 from /admin/me) with its message and keeps no token", async () => {
    server.use(
      http.post(apiUrl('/login'), () =>
        HttpResponse.json({ status: 'success', status_code: 200, token: 'shopper', user: {} }),
      ),
      http.get(apiUrl('/admin/me'), () =>
        HttpResponse.json({ message: 'Not allowed' }, { status: 403 }),
      ),
    );
    const { store } = await renderAdmin('/en/admin');
    await signIn('01022222222', 'shopper-pass');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This account is not a staff account.',
    );
    expect(store.getState().adminAuth).toEqual({ token: null, user: null });
    expect(localStorage.getItem(ADMIN_AUTH_KEY)).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  it("shows the server's message for a refused login (429)", async () => {
    server.use(
      http.post(apiUrl('/login'), () =>
        HttpResponse.json({ message: 'Too many attempts, wait a minute' }, { status: 429 }),
      ),
    );
    await renderAdmin('/en/admin');
    await signIn('01022222222', 'x');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts, wait a minute');
  });

  it('checks both fields before calling the server', async () => {
    await renderAdmin('/en/admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    const phone = screen.getByRole('textbox', { name: 'Phone number' });
    await waitFor(() => expect(phone).toHaveFocus());
    expect(phone).toHaveAccessibleDescription('This field is required');
  });
});

describe('a signed-in session', () => {
  it('sends its token and the page language with admin calls; numbers read left to right', async () => {
    const seen: { auth?: string | null; lang?: string | null } = {};
    server.use(unreadCount(7, seen));
    await renderAdmin('/admin', staffer);
    const count = await screen.findByTestId('unread-orders');
    await waitFor(() => expect(count).toHaveTextContent((7).toLocaleString('ar')));
    expect(count.tagName).toBe('BDI');
    expect(count).toHaveAttribute('dir', 'ltr');
    expect(seen).toEqual({ auth: 'Bearer staff-token', lang: 'ar' });
    expect(screen.getByRole('link', { name: 'افتح الطلبات' })).toHaveAttribute(
      'href',
      '/admin/orders',
    );
  });

  it('a 401 from an admin call signs out', async () => {
    server.use(
      http.get(apiUrl('/admin/orders/unread-count'), () =>
        HttpResponse.json({ message: 'Unauthenticated' }, { status: 401 }),
      ),
    );
    const { store } = await renderAdmin('/en/admin', staffer);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to the back office' }),
    ).toBeVisible();
    expect(store.getState().adminAuth.token).toBeNull();
    expect(localStorage.getItem(ADMIN_AUTH_KEY)).toBeNull();
  });

  it('sign out ends the session', async () => {
    server.use(unreadCount(0));
    await renderAdmin('/en/admin', staffer);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(localStorage.getItem(ADMIN_AUTH_KEY)).toBeNull();
  });
});

describe('navigation by role', () => {
  const nav = () => within(screen.getByRole('navigation', { name: 'Back office' }));
  // jsdom applies no media queries: the page is the phone layout, the navigation in its drawer.
  const openMenu = async () => userEvent.click(await screen.findByRole('button', { name: 'Menu' }));

  it("lists the owner's pages for the owner", async () => {
    server.use(
      unreadCount(0),
      http.get(apiUrl('/admin/staff'), () => HttpResponse.json({ status_code: 200, data: [] })),
    );
    await renderAdmin('/en/admin', owner);
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await openMenu();
    expect(
      nav()
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Dashboard', '/en/admin'],
      ['Orders', '/en/admin/orders'],
      ['Products', '/en/admin/products'],
      ['Categories', '/en/admin/categories'],
      ['Import & export', '/en/admin/import-export'],
      ['Settings', '/en/admin/settings'],
      ['Storefront pictures', '/en/admin/pictures'],
      ['Pages', '/en/admin/pages'],
      ['Staff', '/en/admin/staff'],
      ['Audit', '/en/admin/audit'],
    ]);
    await userEvent.click(nav().getByRole('link', { name: 'Staff' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  });

  it('hides them from a staff member, who gets "owners only" at their address', async () => {
    server.use(noOrders());
    await renderAdmin('/en/admin/settings', staffer);
    expect(await screen.findByRole('heading', { level: 1, name: 'Owners only' })).toBeVisible();
    await openMenu();
    expect(
      nav()
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Orders', 'Products', 'Categories', 'Import & export']);
    await userEvent.click(nav().getByRole('link', { name: 'Orders' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    // Following a link closed the drawer.
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    await openMenu();
    expect(nav().getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('language and direction', () => {
  it('is English left to right under /en/admin, with a link to the same page in Arabic', async () => {
    await renderAdmin('/en/admin/products', staffer);
    expect(await screen.findByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('link', { name: 'العربية' })).toHaveAttribute(
      'href',
      '/admin/products',
    );
  });

  it('is Arabic right to left under /admin, with a link to English', async () => {
    server.use(
      http.get(apiUrl('/admin/categories'), () =>
        HttpResponse.json({ status_code: 200, data: [] }),
      ),
    );
    await renderAdmin('/admin/categories', staffer);
    expect(await screen.findByRole('heading', { level: 1, name: 'الأقسام' })).toBeVisible();
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      '/en/admin/categories',
    );
  });
});

describe('the phone drawer', () => {
  it('opens from the menu button, takes the focus, and Escape closes it back to the button', async () => {
    server.use(noOrders());
    await renderAdmin('/en/admin/orders', staffer);
    const button = await screen.findByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAccessibleName('Close the menu');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });
});
