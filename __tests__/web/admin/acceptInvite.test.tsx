// /admin/accept-invite?token=… : an existing (customer) account invited to the staff. The page
// signs in with POST /login itself (the back office's own sign-in refuses a customer), keeps that
// token in memory, accepts with one button and lands in the dashboard signed in; a used or
// expired invitation says so, and one sent to another account asks to sign in with the right one.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ADMIN_AUTH_KEY } from '../../../src/admin/api/adminAuthStorage';
import { apiUrl, server } from '../../support/msw';
import { renderAdmin } from '../../support/renderAdmin';

const karim = {
  id: 9,
  first_name: 'Karim',
  family_name: 'Samir',
  phone_number: '01022222222',
  email: 'karim@example.com',
};

type Seen = { url: string; auth: string | null; body: unknown };

function inviteServer(acceptAnswer: () => Response) {
  const seen: Seen[] = [];
  server.use(
    http.post(apiUrl('/login'), async ({ request }) => {
      seen.push({ url: '/login', auth: null, body: await request.json() });
      return HttpResponse.json({
        status: 'success',
        status_code: 200,
        message: 'Welcome',
        token: 'customer-token',
        user: { ...karim, last_name: 'Samir', name: 'Karim Samir' },
      });
    }),
    http.post(apiUrl('/staff-invite/accept'), async ({ request }) => {
      seen.push({
        url: '/staff-invite/accept',
        auth: request.headers.get('authorization'),
        body: await request.json(),
      });
      return acceptAnswer();
    }),
    // What the dashboard asks once it opens.
    http.get(apiUrl('/admin/orders/unread-count'), () =>
      HttpResponse.json({ status_code: 200, data: { unread: 0 } }),
    ),
    http.get(apiUrl('/admin/dashboard'), () =>
      HttpResponse.json({ message: 'not in this test' }, { status: 500 }),
    ),
  );
  return seen;
}

async function signIn(labels: { phone: string; password: string; submit: string }) {
  await userEvent.type(await screen.findByRole('textbox', { name: labels.phone }), '01022222222');
  await userEvent.type(screen.getByLabelText(labels.password), 'karim-pass');
  await userEvent.click(screen.getByRole('button', { name: labels.submit }));
}

const EN = { phone: 'Phone number', password: 'Password', submit: 'Sign in' };

describe('/admin/accept-invite', () => {
  it('signs the invited account in, accepts with its own token and opens the dashboard signed in', async () => {
    const seen = inviteServer(() =>
      HttpResponse.json({ status_code: 200, data: { ...karim, role: 'staff' } }),
    );
    const { router } = await renderAdmin('/en/admin/accept-invite?token=inv_123');
    expect(
      await screen.findByRole('heading', { level: 1, name: "Join the shop's team" }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'العربية' })).toHaveAttribute(
      'href',
      '/admin/accept-invite?token=inv_123',
    );
    await signIn(EN);
    expect(await screen.findByText(/Signed in as Karim Samir/)).toBeVisible();
    // Until accepted nothing is kept: the customer's token stays in the page's memory only.
    expect(localStorage.getItem(ADMIN_AUTH_KEY)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Accept the invitation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/admin'));
    expect(seen).toEqual([
      { url: '/login', auth: null, body: { phone_number: '01022222222', password: 'karim-pass' } },
      { url: '/staff-invite/accept', auth: 'Bearer customer-token', body: { token: 'inv_123' } },
    ]);
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(ADMIN_AUTH_KEY) ?? '{}')).toEqual({
        token: 'customer-token',
        user: { ...karim, role: 'staff' },
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  it("in Arabic: a used or expired invitation says so (the server's message) and to ask the owner", async () => {
    const message = 'هذا الرابط غير صحيح أو مستخدم أو منتهي الصلاحية؛ اطلب رابطًا جديدًا من المالك';
    inviteServer(() => HttpResponse.json({ message }, { status: 404 }));
    await renderAdmin('/admin/accept-invite?token=old');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'الانضمام إلى فريق المتجر' }),
    ).toBeVisible();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await signIn({ phone: 'رقم الهاتف', password: 'كلمة المرور', submit: 'تسجيل الدخول' });
    await userEvent.click(await screen.findByRole('button', { name: 'قبول الدعوة' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert).toHaveTextContent('اطلب من مالك المتجر أن يدعوك من جديد.');
    expect(alert).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'قبول الدعوة' })).toBeNull();
    expect(localStorage.getItem(ADMIN_AUTH_KEY)).toBeNull();
  });

  it("another account's token is refused: the page asks to sign in with the invited account", async () => {
    const message =
      'This invitation was sent to another account; sign in with the account it was sent to';
    inviteServer(() => HttpResponse.json({ message }, { status: 403 }));
    await renderAdmin('/en/admin/accept-invite?token=inv_123');
    await signIn(EN);
    await userEvent.click(await screen.findByRole('button', { name: 'Accept the invitation' }));
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toBeVisible();
    expect(localStorage.getItem(ADMIN_AUTH_KEY)).toBeNull();
  });

  it('without a token the link is dead at once', async () => {
    inviteServer(() => HttpResponse.json({}, { status: 500 }));
    await renderAdmin('/en/admin/accept-invite');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is wrong, already used or expired',
    );
    expect(screen.queryByRole('textbox', { name: 'Phone number' })).toBeNull();
  });
});
