// /login: validation from the rule table, the server's refusal
// as banner and toast, the connection error, success stores the session and leaves.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { server } from '../support/msw';
import { initialAuthState } from '../../src/entities/session/authSlice';
import { renderRoutes } from '../support/renderApp';
import { authRoutes, recording, sessionAnswer } from './authSupport';

async function fillLogin(phone: string, password: string) {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Phone number' }), phone);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('/login', () => {
  it('has an h1, labelled fields named as documented and links to forgot-password and register', async () => {
    await renderRoutes(authRoutes(), '/login', { language: 'en', persist: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveAttribute(
      'name',
      'phone_number',
    );
    expect(screen.getByLabelText('Password')).toHaveAttribute('name', 'password');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/en/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/en/register',
    );
  });

  it('refuses an empty form without calling the server and focuses the phone field', async () => {
    const login = recording('/login', () => HttpResponse.json(sessionAnswer()));
    server.use(login.handler);
    await renderRoutes(authRoutes(), '/login', { language: 'en', persist: false });
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));

    const phone = screen.getByRole('textbox', { name: 'Phone number' });
    await waitFor(() => expect(phone).toHaveFocus());
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription('This field is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('This field is required');
    expect(login.bodies).toHaveLength(0);
  });

  it("shows the server's refusal as a banner and a toast, and keeps the shopper here", async () => {
    server.use(
      recording('/login', () =>
        HttpResponse.json(
          { message: 'The phone number or password is incorrect' },
          { status: 401 },
        ),
      ).handler,
    );
    const { router, store } = await renderRoutes(authRoutes(), '/login', {
      language: 'en',
      persist: false,
    });
    await fillLogin('01012345678', 'wrong-password');

    const form = screen.getByRole('form', { name: 'Log in' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The phone number or password is incorrect',
    );
    await waitFor(() =>
      expect(screen.getAllByText('The phone number or password is incorrect')).toHaveLength(2),
    );
    expect(router.state.location.pathname).toBe('/en/login');
    expect(store.getState().auth.isAuthenticated).toBe(false);

    await userEvent.click(within(form).getByRole('button', { name: 'Close' }));
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says login_error when the server gives no message, and the connection error when no answer comes', async () => {
    let answer: 'blank' | 'none' = 'blank';
    server.use(
      recording('/login', () =>
        answer === 'blank' ? HttpResponse.json({}, { status: 500 }) : HttpResponse.error(),
      ).handler,
    );
    await renderRoutes(authRoutes(), '/login', { language: 'en', persist: false });
    await fillLogin('01012345678', 'secret1');
    const form = screen.getByRole('form', { name: 'Log in' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'An error occurred during login',
    );

    answer = 'none';
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(within(form).getByRole('alert')).toHaveTextContent(
        'A connection error occurred, please try again',
      ),
    );
  });

  it('logs in with digits typed in Arabic-Indic, stores the session and goes home', async () => {
    const login = recording('/login', () => HttpResponse.json(sessionAnswer()));
    server.use(login.handler);
    const { router, store } = await renderRoutes(authRoutes(), '/login', {
      language: 'en',
      persist: false,
    });
    await fillLogin('٠١٠١٢٣٤٥٦٧٨', 'secret1');

    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/en');
    expect(login.bodies).toEqual([{ phone_number: '01012345678', password: 'secret1' }]);
    expect(store.getState().auth).toMatchObject({
      isAuthenticated: true,
      token: 'token-abc',
      user: { id: 5, firstName: 'Mona', phoneNumber: '01012345678' },
    });
    expect(await screen.findByText('Logged in successfully')).toBeInTheDocument();
  });

  it("sends the device token this browser holds for that phone, and keeps the answer's", async () => {
    const login = recording('/login', () =>
      HttpResponse.json({ ...sessionAnswer(), device_token: 'device-from-server' }),
    );
    server.use(login.handler);
    const deviceTokens = { '01012345678': 'device-mona', '01099990000': 'device-other' };
    const { store } = await renderRoutes(authRoutes(), '/login', {
      language: 'en',
      persist: false,
      preloadedState: { auth: { ...initialAuthState, deviceTokens } },
    });
    await fillLogin('01012345678', 'secret1');

    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeVisible();
    expect(login.bodies).toEqual([
      { phone_number: '01012345678', password: 'secret1', device_token: 'device-mona' },
    ]);
    expect(store.getState().auth.deviceTokens).toEqual({
      '01012345678': 'device-from-server',
      '01099990000': 'device-other',
    });
  });

  it('sends no device token for a phone number this browser has none for', async () => {
    const login = recording('/login', () => HttpResponse.json(sessionAnswer()));
    server.use(login.handler);
    await renderRoutes(authRoutes(), '/login', {
      language: 'en',
      persist: false,
      preloadedState: { auth: { ...initialAuthState, deviceTokens: { '01099990000': 'x' } } },
    });
    await fillLogin('01012345678', 'secret1');
    await waitFor(() => expect(login.bodies).toHaveLength(1));
    expect(login.bodies[0]).toEqual({ phone_number: '01012345678', password: 'secret1' });
  });

  it("a throttled login (429) shows the server's translated message", async () => {
    server.use(
      recording('/login', () =>
        HttpResponse.json(
          { message: 'Too many attempts, please try again later' },
          { status: 429, headers: { 'retry-after': '600' } },
        ),
      ).handler,
    );
    const { store } = await renderRoutes(authRoutes(), '/login', {
      language: 'en',
      persist: false,
    });
    await fillLogin('01012345678', 'secret1');
    const form = screen.getByRole('form', { name: 'Log in' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Too many attempts, please try again later',
    );
    expect(store.getState().auth.isAuthenticated).toBe(false);
  });

  it('speaks Arabic on an Arabic page', async () => {
    await renderRoutes(authRoutes(), '/login', { language: 'ar', persist: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'رقم الهاتف' })).toHaveAttribute('dir', 'ltr');
  });
});
