// /admin/set-password?token=… (signed out): the invite link's page. It sends the token with the
// chosen password, says so and leads to sign-in; a wrong, used or expired link (or none) says so
// and sends the member back to the owner; the rule table checks before anything is sent.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '../../support/msw';
import { renderAdmin } from '../../support/renderAdmin';

function passwordServer(answer: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post(apiUrl('/staff-password'), async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return { bodies };
}

async function choose(password: string, confirmation: string, labels: [string, string, string]) {
  await userEvent.type(await screen.findByLabelText(labels[0]), password);
  await userEvent.type(screen.getByLabelText(labels[1]), confirmation);
  await userEvent.click(screen.getByRole('button', { name: labels[2] }));
}

const EN: [string, string, string] = ['New password', 'Confirm the password', 'Save the password'];
const AR: [string, string, string] = [
  'كلمة المرور الجديدة',
  'تأكيد كلمة المرور',
  'احفظ كلمة المرور',
];

describe('/admin/set-password', () => {
  it('sets the password with the link’s token, in English, then leads to sign-in', async () => {
    const api = passwordServer(() =>
      HttpResponse.json({
        status_code: 200,
        message: 'Your password is set; sign in with your phone number',
      }),
    );
    await renderAdmin('/en/admin/set-password?token=tok_123-abc');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose your password' }),
    ).toBeVisible();
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('link', { name: 'العربية' })).toHaveAttribute(
      'href',
      '/admin/set-password?token=tok_123-abc',
    );
    const form = screen.getByRole('form', { name: 'Choose your password' });
    expect(within(form).getByLabelText('New password')).toHaveAttribute('name', 'password');
    expect(within(form).getByLabelText('Confirm the password')).toHaveAttribute(
      'name',
      'password_confirmation',
    );

    await choose('glass-1986', 'glass-1986', EN);
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent('Your password is set; sign in with your phone number');
    expect(done).toHaveFocus();
    expect(api.bodies).toEqual([
      { token: 'tok_123-abc', password: 'glass-1986', password_confirmation: 'glass-1986' },
    ]);
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute(
      'href',
      '/en/admin',
    );
  });

  it("says an expired or used link cannot be used (the server's message) and to ask the owner", async () => {
    const message = 'هذا الرابط غير صحيح أو مستخدم أو منتهي الصلاحية؛ اطلب رابطًا جديدًا من المالك';
    const api = passwordServer(() => HttpResponse.json({ message }, { status: 404 }));
    await renderAdmin('/admin/set-password?token=old-token');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'اختر كلمة المرور' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      '/en/admin/set-password?token=old-token',
    );
    await choose('glass-1986', 'glass-1986', AR);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert).toHaveTextContent('مالك المتجر وحده يستطيع أن يعطيك رابطًا جديدًا.');
    expect(api.bodies).toHaveLength(1);
    expect(screen.queryByLabelText('كلمة المرور الجديدة')).toBeNull();
    expect(screen.getByRole('link', { name: 'الانتقال إلى تسجيل الدخول' })).toHaveAttribute(
      'href',
      '/admin',
    );
  });

  it('says the same for an address without a token, sending nothing', async () => {
    await renderAdmin('/admin/set-password');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'هذا الرابط غير صحيح أو مستخدم أو منتهي الصلاحية؛ اطلب رابطًا جديدًا من المالك',
    );
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('checks the length and the confirmation before sending; a server field error goes to its field', async () => {
    const api = passwordServer(() =>
      HttpResponse.json(
        {
          message: 'Invalid data',
          errors: { password: ['This field is too long'] },
        },
        { status: 422 },
      ),
    );
    await renderAdmin('/en/admin/set-password?token=tok');
    await choose('short', 'other', EN);
    const password = screen.getByLabelText('New password');
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription('The password must be at least 8 characters'),
    );
    expect(screen.getByLabelText('Confirm the password')).toHaveAccessibleDescription(
      'The passwords do not match',
    );
    expect(api.bodies).toEqual([]);

    await userEvent.type(password, '-long-enough');
    await userEvent.clear(screen.getByLabelText('Confirm the password'));
    await userEvent.type(screen.getByLabelText('Confirm the password'), 'short-long-enough');
    await userEvent.click(screen.getByRole('button', { name: 'Save the password' }));
    await waitFor(() => expect(api.bodies).toHaveLength(1));
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        expect.stringContaining('This field is too long'),
      ),
    );
    expect(password).toHaveValue('short-long-enough');
  });

  it('keeps the form and shows the message when the server refuses for another reason (429)', async () => {
    passwordServer(() =>
      HttpResponse.json({ message: 'Too many attempts, wait a minute' }, { status: 429 }),
    );
    await renderAdmin('/en/admin/set-password?token=tok');
    await choose('glass-1986', 'glass-1986', EN);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts, wait a minute');
    expect(screen.getByLabelText('New password')).toHaveValue('glass-1986');
  });
});
