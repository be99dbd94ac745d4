// /profile and /change-password: tabs in the URL with their short loading
// states, breadcrumbs following the tab, profile edit updating the stored user, logout and delete
// account behind confirmations, password change.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '../support/msw';
import { cartHandlers, homeHandlers, productDto } from '../support/mswHandlers';
import { renderApp } from '../support/renderApp';
import { en } from '../support/texts';
import { addressHandlers, loggedIn, profileHandlers, type Call } from './accountFixtures';

function serve(options: Parameters<typeof profileHandlers>[0] = {}) {
  const seen: Call[] = options.seen ?? [];
  server.use(
    ...homeHandlers(),
    ...cartHandlers({ favourites: [productDto({ id: 7, name_en: 'Tall vase' })] }),
    ...addressHandlers(),
    ...profileHandlers({ ...options, seen }),
  );
  return seen;
}

/** This browser's device tokens: the signed-in shopper's (01012345678) and another account's. */
const deviceTokens = { '01012345678': 'device-mona', '01099990000': 'device-other' };

const open = (path: string) =>
  renderApp(path, {
    language: 'en',
    persist: false,
    preloadedState: { auth: { ...loggedIn, deviceTokens } },
  });

const menu = () => screen.getByRole('navigation', { name: 'Account menu' });
const crumbs = () => screen.getByRole('navigation', { name: 'Breadcrumb' });

describe('account area (/profile)', () => {
  it('opens on favorites after a 1 s wait; a tab change waits 0.5 s; the URL, breadcrumbs and back follow', async () => {
    serve();
    const { router } = await open('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
    expect(within(menu()).getByRole('link', { name: 'Favorites' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('heading', { name: 'Glass cup 7' })).toBeNull();
    // The first tab, favorites, waits 1 s.
    expect(await screen.findByRole('heading', { name: 'Tall vase' })).toBeVisible();

    await userEvent.click(within(menu()).getByRole('link', { name: 'My addresses' }));
    expect(router.state.location.search).toBe('?tab=addresses');
    expect(await screen.findByRole('heading', { level: 1, name: 'My addresses' })).toBeVisible();
    expect(within(crumbs()).getByText('My addresses')).toHaveAttribute('aria-current', 'page');
    expect(within(crumbs()).getByRole('link', { name: 'My account' })).toHaveAttribute(
      'href',
      '/en/profile',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByText('No saved addresses')).toBeVisible();

    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
    expect(router.state.location.search).toBe('');
  });

  it('edits the name without asking the password: the documented payload as it is', async () => {
    const seen = serve();
    await open('/profile?tab=profile');
    const first = await screen.findByRole('textbox', { name: 'First name' });
    await userEvent.clear(first);
    await userEvent.type(first, 'Mariam');
    expect(screen.queryByLabelText(/Current password/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Personal information updated');
    expect(seen.find((call) => call.path === '/profile/change-personal-info')?.body).toEqual({
      user_id: 5,
      first_name: 'Mariam',
      last_name: 'Ali',
      phone_number: '01012345678',
      email: 'mona@example.com',
    });
  });

  it('asks the current password to change the phone, then updates the stored user', async () => {
    const seen = serve();
    const { store } = await open('/profile?tab=profile');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Personal information' }),
    ).toBeVisible();
    const first = screen.getByRole('textbox', { name: 'First name' });
    expect(first).toHaveValue('Mona');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('mona@example.com');
    await userEvent.clear(first);
    await userEvent.type(first, 'Mariam');
    const phone = screen.getByRole('textbox', { name: 'Phone number' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '01199998888');
    const password = screen.getByLabelText(/Current password/);
    expect(password).toHaveAccessibleDescription(/undoes the change/);
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(password).toHaveFocus());
    expect(seen.some((call) => call.path === '/profile/change-personal-info')).toBe(false);
    await userEvent.type(password, 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Personal information updated');
    expect(seen.find((call) => call.path === '/profile/change-personal-info')?.body).toEqual({
      user_id: 5,
      first_name: 'Mariam',
      last_name: 'Ali',
      phone_number: '01199998888',
      email: 'mona@example.com',
      current_password: 'secret123',
    });
    expect(store.getState().auth.user).toMatchObject({
      id: 5,
      firstName: 'Mariam',
      familyName: 'Ali',
      phoneNumber: '01199998888',
    });
  });

  it('refuses a new e-mail of the staff placeholder domain before calling the server', async () => {
    const seen = serve();
    await open('/profile?tab=profile');
    const email = await screen.findByRole('textbox', { name: 'E-mail' });
    await userEvent.clear(email);
    await userEvent.type(email, 'staff-01012345678@zujaj.invalid');
    await userEvent.type(screen.getByLabelText(/Current password/), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('E-mail addresses at zujaj.invalid cannot be used'),
    );
    expect(seen.some((call) => call.path === '/profile/change-personal-info')).toBe(false);
  });

  it("shows the server's field error under its field and keeps the stored user", async () => {
    serve();
    const { store } = await open('/profile?tab=profile');
    const email = await screen.findByRole('textbox', { name: 'E-mail' });
    await userEvent.clear(email);
    await userEvent.type(email, 'taken@example.com');
    await userEvent.type(screen.getByLabelText(/Current password/), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('This e-mail is already registered'),
    );
    expect(email).toHaveFocus();
    expect(store.getState().auth.user?.email).toBe('mona@example.com');
  });

  it('logs out after a confirmation: POST /logout, session cleared (device tokens kept), /login', async () => {
    const seen = serve();
    const { router, store } = await open('/profile?tab=profile');
    await screen.findByRole('heading', { level: 1, name: 'Personal information' });
    await userEvent.click(within(menu()).getByRole('button', { name: 'Log out' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure you want to log out?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/login'));
    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(store.getState().auth.token).toBeNull();
    // The next login from this browser still comes as this device.
    expect(store.getState().auth.deviceTokens).toEqual(deviceTokens);
    expect(seen.some((call) => call.path === '/logout')).toBe(true);
    // Not through the guard's "log in to come back here".
    expect(router.state.location.state).toBeNull();
  });

  it('deletes the account after a confirmation, drops its device token and goes home logged out', async () => {
    const seen = serve();
    const { router, store } = await open('/profile?tab=profile');
    await screen.findByRole('heading', { level: 1, name: 'Personal information' });
    await userEvent.click(within(menu()).getByRole('button', { name: 'Delete account' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Are you sure you want to delete your account?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(seen.some((call) => call.path === '/profile/delete-account')).toBe(false);

    await userEvent.click(within(menu()).getByRole('button', { name: 'Delete account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
    expect(store.getState().auth.isAuthenticated).toBe(false);
    // The deleted account's token goes; another account's stays.
    expect(store.getState().auth.deviceTokens).toEqual({ '01099990000': 'device-other' });
    expect(seen.find((call) => call.path === '/profile/delete-account')?.body).toEqual({
      user_id: 5,
    });
  });

  it('keeps the shopper logged in with an alert to retry when deleting fails', async () => {
    serve({ deleteAccount: 'fail' });
    const { router, store } = await open('/profile?tab=profile');
    await screen.findByRole('heading', { level: 1, name: 'Personal information' });
    await userEvent.click(within(menu()).getByRole('button', { name: 'Delete account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await within(menu()).findByRole('alert')).toHaveTextContent('boom');
    expect(router.state.location.pathname).toBe('/en/profile');
    expect(store.getState().auth.isAuthenticated).toBe(true);
    expect(store.getState().auth.deviceTokens).toEqual(deviceTokens);
  });

  it('shows the server’s refusal of a staff account in the page’s language, and keeps it signed in', async () => {
    serve({ deleteAccount: 'staff' });
    const { router, store } = await open('/profile?tab=profile');
    await screen.findByRole('heading', { level: 1, name: 'Personal information' });
    await userEvent.click(within(menu()).getByRole('button', { name: 'Delete account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await within(menu()).findByRole('alert')).toHaveTextContent(
      en.delete_account_staff_refused,
    );
    expect(router.state.location.pathname).toBe('/en/profile');
    expect(store.getState().auth.isAuthenticated).toBe(true);
    expect(store.getState().auth.deviceTokens).toEqual(deviceTokens);
  });

  it('sends a visitor to /login', async () => {
    serve();
    const { router } = await renderApp('/profile?tab=addresses', {
      language: 'en',
      persist: false,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/login'));
  });
});

describe('change password (/change-password)', () => {
  it('checks length and equality, then changes it and returns to the account after 2 s', async () => {
    const seen = serve();
    const { router } = await open('/change-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
    expect(within(menu()).getByRole('link', { name: 'Change password' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const password = screen.getByLabelText(/^New password/);
    const confirmation = screen.getByLabelText(/^Confirm the new password/);
    expect(password).toHaveAttribute('name', 'password');
    expect(confirmation).toHaveAttribute('name', 'passwordConfirmation');

    await userEvent.type(password, 'short');
    await userEvent.type(confirmation, 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(/The password must be at least 8 characters/),
    );
    expect(confirmation).toHaveAccessibleDescription('The passwords do not match');
    expect(password).toHaveFocus();

    await userEvent.clear(password);
    await userEvent.type(password, 'new-secret-9');
    await userEvent.clear(confirmation);
    await userEvent.type(confirmation, 'new-secret-9');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Password changed successfully');
    expect(seen.find((call) => call.path === '/profile/change-password')?.body).toEqual({
      user_id: 5,
      password: 'new-secret-9',
      password_confirmation: 'new-secret-9',
    });
    expect(router.state.location.pathname).toBe('/en/change-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/profile'));
    expect(router.state.location.search).toBe('?tab=profile');
  });

  it("has an optional current-password field; it is sent when typed and the server's error shows under it", async () => {
    const seen = serve();
    server.use(
      http.post(apiUrl('/profile/change-password'), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        seen.push({ path: '/profile/change-password', body });
        return HttpResponse.json(
          {
            message: 'Validation failed',
            errors: { current_password: ['The current password is not correct'] },
          },
          { status: 422 },
        );
      }),
    );
    const { router } = await open('/change-password');
    const current = await screen.findByLabelText(/^Current password/);
    expect(current).toHaveAttribute('name', 'current_password');
    expect(current).toHaveAttribute('type', 'password');
    expect(current).not.toBeRequired();
    expect(current).toHaveAccessibleDescription(/Required for the shop’s staff and owner accounts/);

    await userEvent.type(current, 'not-it');
    await userEvent.type(screen.getByLabelText(/^New password/), 'new-secret-9');
    await userEvent.type(screen.getByLabelText(/^Confirm the new password/), 'new-secret-9');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(current).toHaveAccessibleDescription(/The current password is not correct/),
    );
    expect(seen.find((call) => call.path === '/profile/change-password')?.body).toEqual({
      user_id: 5,
      password: 'new-secret-9',
      password_confirmation: 'new-secret-9',
      current_password: 'not-it',
    });
    expect(router.state.location.pathname).toBe('/en/change-password');
  });
});
