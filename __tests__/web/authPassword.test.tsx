// /forgot-password and /reset-password: the 404 text, the announced redirects after
// 2 s and 3 s, the e-mail carried over, the first field error of a refused reset.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { server } from '../support/msw';
import { renderRoutes } from '../support/renderApp';
import { authRoutes, recording } from './authSupport';

describe('/forgot-password', () => {
  it("answers a 404 with 'Email not found' (banner and toast) and stays", async () => {
    server.use(
      recording('/forgot-password', () =>
        HttpResponse.json({ message: 'Email not found' }, { status: 404 }),
      ).handler,
    );
    const { router } = await renderRoutes(authRoutes(), '/forgot-password', {
      language: 'en',
      persist: false,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'nobody@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send the code' }));

    const form = screen.getByRole('form', { name: 'Forgot password' });
    expect(await within(form).findByRole('alert')).toHaveTextContent('Email not found');
    await waitFor(() => expect(screen.getAllByText('Email not found')).toHaveLength(2));
    expect(router.state.location.pathname).toBe('/en/forgot-password');
  });

  it("checks the e-mail format first ('Invalid email format'), calling nothing", async () => {
    const forgot = recording('/forgot-password', () => HttpResponse.json({}));
    server.use(forgot.handler);
    await renderRoutes(authRoutes(), '/forgot-password', { language: 'en', persist: false });
    const email = await screen.findByRole('textbox', { name: 'E-mail' });
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Send the code' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('Invalid email format'));
    expect(forgot.bodies).toHaveLength(0);
  });

  it('announces the sent code, then after 2 s opens /reset-password with the e-mail filled in', async () => {
    const forgot = recording('/forgot-password', () =>
      HttpResponse.json({
        status_code: 200,
        message: 'We have sent a reset code to your e-mail',
      }),
    );
    server.use(forgot.handler);
    const { router } = await renderRoutes(authRoutes(), '/forgot-password', {
      language: 'en',
      persist: false,
    });
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'E-mail' }),
      ' mona@example.com ',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send the code' }));

    const status = await screen.findByText(
      /We have sent a reset code to your e-mail Taking you to the page where you enter the code/,
    );
    expect(status.closest('[role="status"]')).not.toBeNull();
    expect(forgot.bodies).toEqual([{ email: 'mona@example.com' }]);
    expect(router.state.location.pathname).toBe('/en/forgot-password');

    expect(await screen.findByRole('heading', { level: 1, name: 'Reset password' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/en/reset-password');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('mona@example.com');
  });
});

describe('/reset-password', () => {
  async function fillReset(code: string) {
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'E-mail' }),
      'mona@example.com',
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Code' }), code);
    await userEvent.type(screen.getByLabelText('New password'), 'newpass1');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'newpass1');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
  }

  it('shows the first error of a refused reset as the banner and under its field', async () => {
    server.use(
      recording('/reset-password', () =>
        HttpResponse.json(
          {
            message: 'Some fields are not valid, please check them',
            errors: { code: ['The code is wrong, used or expired; request a new one if needed'] },
          },
          { status: 422 },
        ),
      ).handler,
    );
    await renderRoutes(authRoutes(), '/reset-password', { language: 'en', persist: false });
    await fillReset('123456');

    const text = 'The code is wrong, used or expired; request a new one if needed';
    const form = screen.getByRole('form', { name: 'Reset password' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(text);
    const code = screen.getByRole('textbox', { name: 'Code' });
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAccessibleDescription(`The 6-digit code we sent to your e-mail ${text}`);
  });

  it('sends Latin digits, announces success and opens /login after 3 s', async () => {
    const reset = recording('/reset-password', () =>
      HttpResponse.json({
        status_code: 200,
        message: 'Your password has been reset, you can log in now',
      }),
    );
    server.use(reset.handler);
    const { router } = await renderRoutes(authRoutes(), '/reset-password', {
      language: 'en',
      persist: false,
    });
    await fillReset('١٢٣٤٥٦');

    const status = await screen.findByText(
      /Your password has been reset, you can log in now Taking you to the log-in page/,
    );
    expect(status.closest('[role="status"]')).not.toBeNull();
    expect(reset.bodies).toEqual([
      {
        email: 'mona@example.com',
        code: '123456',
        password: 'newpass1',
        password_confirmation: 'newpass1',
      },
    ]);
    expect(screen.getByRole('button', { name: 'Reset password' })).toBeDisabled();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(router.state.location.pathname).toBe('/en/reset-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/en/login');
  });

  it("fills the e-mail in from the reset mail's link (?email=)", async () => {
    await renderRoutes(authRoutes(), '/reset-password?email=mona%40example.com', {
      language: 'en',
      persist: false,
    });
    expect(await screen.findByRole('textbox', { name: 'E-mail' })).toHaveValue('mona@example.com');
  });

  it('says the connection error when no answer comes', async () => {
    server.use(recording('/reset-password', () => HttpResponse.error()).handler);
    await renderRoutes(authRoutes(), '/reset-password', { language: 'en', persist: false });
    await fillReset('123456');
    const form = screen.getByRole('form', { name: 'Reset password' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'A connection error occurred, please try again',
    );
  });
});
