// /orders-checkout: the order list with expandable details, the
// status timeline in both languages, sharing to WhatsApp, the empty and logged-out states.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '../support/msw';
import { homeHandlers } from '../support/mswHandlers';
import { renderApp } from '../support/renderApp';
import { addressDto, createShop, orderDto, shopper } from '../support/shoppingHandlers';

const delivered = orderDto({
  id: 41,
  status: 'delivered',
  'order-status': 'delivered',
  payment_method: 'card',
  note: 'Ring twice',
  created_at: '2025-02-10T10:00:00.000Z',
});
const shipped = orderDto({
  id: 42,
  status: 'shipped',
  'order-status': 'shipped',
  shipping_address: addressDto({ id: 3, address_title: 'Work', address: '9 Tahrir Sq' }),
  alternative_address: addressDto({ id: 9, address_title: 'Home', address: '5 Nile St' }),
  created_at: '2025-03-01T10:00:00.000Z',
});
const cancelled = orderDto({ id: 43, status: 'cancelled', 'order-status': 'cancelled' });

function openShop(orders = [shipped, delivered]) {
  const shop = createShop({ orders });
  server.use(...shop.handlers, ...homeHandlers());
  return shop;
}

const renderOrders = (language: 'ar' | 'en' = 'en') =>
  renderApp('/orders-checkout', { language, preloadedState: { auth: shopper }, persist: false });

describe('/orders-checkout', () => {
  it('lists the orders closed, each with number, date, status and total', async () => {
    const shop = openShop();
    await renderOrders();
    expect(await screen.findByRole('heading', { name: 'My orders', level: 1 })).toBeVisible();
    const first = await screen.findByRole('button', { name: /ZJ-000042/ });
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(first).toHaveTextContent('Order ZJ-000042');
    expect(first).toHaveTextContent('1 March 2025');
    expect(first).toHaveTextContent('Shipped');
    expect(first).toHaveTextContent('EGP 160');
    expect(screen.getByRole('button', { name: /ZJ-000041/ })).toHaveTextContent('Delivered');
    expect(shop.seen.find((call) => call.path === '/user-orders')).toBeTruthy();
  });

  it('opens an order: timeline, lines, total, payment, the addresses as copied, note and WhatsApp', async () => {
    openShop();
    await renderOrders();
    await userEvent.click(await screen.findByRole('button', { name: /ZJ-000042/ }));
    expect(screen.getByRole('button', { name: /ZJ-000042/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const details = screen.getByRole('region', { name: 'Details of order ZJ-000042' });

    const steps = within(
      within(details).getByRole('list', { name: 'Order progress' }),
    ).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Pending (done)',
      'Confirmed (done)',
      'Shipped (current step)',
      'Delivered',
    ]);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');

    expect(within(details).getByText('Glass cup 5')).toBeVisible();
    expect(within(details).getByText(/Line total/).parentElement).toHaveTextContent(
      'Line total: EGP 160',
    );
    expect(within(details).getByText('Order total').nextSibling).toHaveTextContent('EGP 160');
    expect(within(details).getByText('Payment method').nextSibling).toHaveTextContent(
      'Cash on delivery',
    );
    // The typed shipping address, its city named from the cities list.
    const shipping = within(details).getByRole('heading', {
      name: 'Shipping address',
    }).parentElement;
    await waitFor(() => expect(shipping).toHaveTextContent('Mona Hassan5 Nile St, Cairo'));
    const saved = within(details).getByRole('heading', { name: 'Saved address' }).parentElement;
    expect(saved).toHaveTextContent('Work');
    expect(saved).toHaveTextContent('9 Tahrir Sq');
    const alternative = within(details).getByRole('heading', {
      name: 'Alternative address',
    }).parentElement;
    expect(alternative).toHaveTextContent('Home');

    const share = within(details).getByRole('link', {
      name: 'Share on WhatsApp (opens in a new tab)',
    });
    expect(share).toHaveAttribute('target', '_blank');
    expect(share).toHaveAttribute('rel', 'noopener noreferrer');
    const href = share.getAttribute('href') ?? '';
    expect(href.startsWith('https://wa.me/201001986198?text=')).toBe(true);
    expect(decodeURIComponent(href.split('?text=')[1] ?? '')).toBe(
      'Hello, about my order ZJ-000042:\n2 × Glass cup 5\nTotal: EGP 160',
    );

    await userEvent.click(screen.getByRole('button', { name: /ZJ-000042/ }));
    expect(screen.queryByRole('region', { name: /ZJ-000042/ })).not.toBeInTheDocument();
  });

  it('shows the card payment and the note', async () => {
    openShop();
    await renderOrders();
    await userEvent.click(await screen.findByRole('button', { name: /ZJ-000041/ }));
    const details = screen.getByRole('region', { name: 'Details of order ZJ-000041' });
    expect(within(details).getByText('Payment method').nextSibling).toHaveTextContent(
      'Card on delivery',
    );
    expect(within(details).getByRole('heading', { name: 'Note' }).parentElement).toHaveTextContent(
      'Ring twice',
    );
    const steps = within(details)
      .getAllByRole('listitem')
      .filter((item) => item.closest('ol'));
    expect(steps.at(-1)).toHaveAttribute('aria-current', 'step');
  });

  it('draws a cancelled order in Arabic: pending, then cancelled', async () => {
    openShop([cancelled]);
    await renderOrders('ar');
    await userEvent.click(await screen.findByRole('button', { name: /ZJ-000043/ }));
    const timeline = screen.getByRole('list', { name: 'مراحل الطلب' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual(['قيد الانتظار (تمت)', 'ملغي (المرحلة الحالية)']);
    expect(screen.getByRole('link', { name: /مشاركة عبر واتساب/ })).toBeVisible();
  });

  it('opens the order named in the location state (arriving from checkout)', async () => {
    openShop();
    const { router } = await renderApp('/', {
      language: 'en',
      preloadedState: { auth: shopper },
      persist: false,
    });
    await router.navigate('/orders-checkout', { state: { openOrderId: 41 } });
    expect(await screen.findByRole('region', { name: 'Details of order ZJ-000041' })).toBeVisible();
    expect(screen.getByRole('button', { name: /ZJ-000042/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it("says 'No current orders' when there are none", async () => {
    openShop([]);
    await renderOrders();
    expect(await screen.findByText('No current orders')).toBeVisible();
  });

  it('says when the orders cannot load and loads them on retry', async () => {
    const shop = openShop();
    shop.fail.orders = 'server';
    await renderOrders();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('orders failed');
    shop.fail.orders = undefined;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /ZJ-000042/ })).toBeVisible();
  });

  it('sends a visitor to /login, to come back here', async () => {
    server.use(...homeHandlers());
    const { router } = await renderApp('/orders-checkout', { language: 'en', persist: false });
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/login'));
    expect(router.state.location.state).toEqual({
      from: { pathname: '/orders-checkout', search: '', hash: '' },
    });
  });
});
