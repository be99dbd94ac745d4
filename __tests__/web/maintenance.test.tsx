import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../support/renderApp';
import { apiUrl, server } from '../support/msw';
import { settingsAnswer, settingsDto } from '../support/mswHandlers';

const QUESTION = 'هل أنت متأكد أنك تريد الخروج من الموقع؟';

describe('maintenance screen (SPEC §2 "/")', () => {
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
