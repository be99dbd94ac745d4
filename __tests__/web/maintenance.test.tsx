import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../support/renderApp';
import { apiUrl, server } from '../support/msw';
import { homeHandlers, settingsDto } from '../support/mswHandlers';
import { settingsAnswer } from '../support/mswHandlers';
import { ADMIN_AUTH_KEY } from '../../src/shared/lib/staffSession';

const QUESTION = 'هل أنت متأكد أنك تريد الخروج من الموقع؟';

describe('maintenance screen ("/")', () => {
  let productRequests: string[];

  beforeEach(() => {
    productRequests = [];
    // Only /settings is answered: any product request would fail the test (onUnhandledRequest).
    server.use(
      http.get(apiUrl('/settings'), () =>
        HttpResponse.json(settingsAnswer(settingsDto({ is_maintenance_active: true }))),
      ),
    );
    server.events.on('request:start', ({ request }) => {
      if (!request.url.endsWith('/settings')) productRequests.push(request.url);
    });
  });

  afterEach(() => server.events.removeAllListeners());

  it('replaces the shop and loads no products', async () => {
    await renderApp('/');
    expect(
      await screen.findByRole('heading', { name: 'الخدمة تحت الصيانة', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(productRequests).toEqual([]);
  });

  it('Close asks before leaving; Cancel and Escape keep the page', async () => {
    const exitWebsite = jest.fn();
    await renderApp('/', { browserActions: { exitWebsite } });
    const close = await screen.findByRole('button', { name: 'إغلاق' });

    await userEvent.click(close);
    const dialog = screen.getByRole('dialog', { name: QUESTION });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'إلغاء' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'إلغاء' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(close).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'الخدمة تحت الصيانة' })).toBeInTheDocument();

    await userEvent.click(close);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(exitWebsite).not.toHaveBeenCalled();
  });

  it('keeps Tab inside the dialog', async () => {
    await renderApp('/', { browserActions: { exitWebsite: jest.fn() } });
    await userEvent.click(await screen.findByRole('button', { name: 'إغلاق' }));
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'تأكيد' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'إلغاء' })).toHaveFocus();
  });

  it('Confirm leaves the site', async () => {
    const exitWebsite = jest.fn();
    await renderApp('/', { language: 'en', browserActions: { exitWebsite } });
    expect(
      await screen.findByRole('heading', { name: 'Service Under Maintenance' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(
      screen.getByRole('dialog', { name: 'Are you sure you want to exit the website?' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(exitWebsite).toHaveBeenCalledTimes(1);
  });
});

/** A back-office session as the admin app stores it (src/admin/api/adminAuthStorage.ts). */
function signInBackOffice(role: 'staff' | 'owner' | 'shopper', token = 'staff-token') {
  const user = {
    id: 3,
    first_name: 'Nadia',
    family_name: 'Owner',
    phone_number: '01000000001',
    role,
  };
  localStorage.setItem(ADMIN_AUTH_KEY, JSON.stringify({ token, user }));
}

describe('maintenance preview for back-office staff', () => {
  beforeEach(() => {
    server.use(
      ...homeHandlers({ settings: settingsDto({ is_maintenance_active: true }) }),
      http.get(apiUrl('/header'), () => HttpResponse.json({ status_code: 200, data: [] })),
    );
  });

  it.each(['staff', 'owner'] as const)(
    'shows a signed-in %s the shop under a bar saying shoppers see the maintenance screen',
    async (role) => {
      signInBackOffice(role);
      await renderApp('/', { language: 'en' });
      expect(
        await screen.findByText('Maintenance is on: shoppers see the maintenance screen'),
      ).toHaveAttribute('role', 'status');
      expect(await screen.findByRole('banner')).toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: 'Latest products' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Service Under Maintenance' })).toBeNull();
    },
  );

  it('says it in Arabic on an Arabic page', async () => {
    signInBackOffice('owner');
    await renderApp('/');
    expect(await screen.findByText('الصيانة مفعّلة: يرى المتسوقون شاشة الصيانة')).toHaveAttribute(
      'role',
      'status',
    );
  });

  it.each([
    ['no back-office session', null],
    ['a session without a token', () => signInBackOffice('owner', '')],
    ['a stored role that is not staff', () => signInBackOffice('shopper')],
    ['a damaged stored session', () => localStorage.setItem(ADMIN_AUTH_KEY, '{not json')],
  ])('keeps the maintenance screen for %s', async (_case, arrange) => {
    arrange?.();
    await renderApp('/', { language: 'en' });
    expect(
      await screen.findByRole('heading', { name: 'Service Under Maintenance', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByText(/shoppers see the maintenance screen/)).toBeNull();
  });

  it('switches when the back office signs in from another tab', async () => {
    await renderApp('/', { language: 'en' });
    await screen.findByRole('heading', { name: 'Service Under Maintenance' });
    signInBackOffice('staff');
    window.dispatchEvent(new StorageEvent('storage', { key: ADMIN_AUTH_KEY }));
    expect(
      await screen.findByText('Maintenance is on: shoppers see the maintenance screen'),
    ).toBeInTheDocument();
  });
});
