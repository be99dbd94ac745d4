// The back office's order page (/admin/orders/:id): what was ordered, by whom and where to; the
// status moves the shop allows and nothing else; cancelling asks first; the cash mark on cash
// orders only; the server's refusals shown; a missing order; the printed slip.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { server } from '../../support/msw';
import { renderAdmin, staffer } from '../../support/renderAdmin';
import {
  citiesHandler,
  listHandler,
  order,
  orderHandler,
  page,
  patchHandler,
  summary,
} from './orderFixtures';

// The first screen of a file waits for its lazy route chunk to compile on a busy machine.

const section = (name: string) => screen.getByRole('region', { name });

describe('the order page', () => {
  it('shows the lines, totals, customer, addresses, note and history (English)', async () => {
    server.use(
      orderHandler(
        order({
          status: 'confirmed',
          status_history: [
            { status: 'pending', created_at: '2026-03-01T10:00:00.000Z', actor: null },
            {
              status: 'confirmed',
              created_at: '2026-03-02T08:30:00.000Z',
              actor: { id: 1, name: 'Mona Adel' },
            },
          ],
        }),
      ).handler,
      citiesHandler(),
    );
    await renderAdmin('/en/admin/orders/42', staffer);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order ZJ-000042' })).toBeVisible();

    const lines = within(section('Products')).getAllByRole('row');
    expect(lines.map((row) => row.textContent)).toEqual([
      'ProductQuantityUnit priceLine total',
      'Glass vaseفازة زجاجCode: VS-1052500.00 EGP1,000.00 EGP',
      'Plateطبق1250.00 EGP250.00 EGP',
    ]);
    expect(within(lines[1]!).getByRole('link', { name: 'Glass vase' })).toHaveAttribute(
      'href',
      '/en/admin/products/5',
    );
    expect(within(lines[1]!).getByText('فازة زجاج')).toHaveAttribute('lang', 'ar');
    const products = within(section('Products'));
    expect(products.getByText('Subtotal').nextSibling).toHaveTextContent('1,250.00 EGP');
    expect(products.getByText('Total').nextSibling).toHaveTextContent('1,250.00 EGP');

    const customer = within(section('Customer'));
    expect(customer.getByText('Sara Hassan')).toBeVisible();
    expect(customer.getByRole('link', { name: '01011112222' })).toHaveAttribute(
      'href',
      'tel:01011112222',
    );
    expect(customer.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/201011112222',
    );

    const typed = within(screen.getByRole('region', { name: 'Address typed at checkout' }));
    expect(typed.getByText('12 Nile Street, Zamalek')).toBeVisible();
    expect(await typed.findByText('Cairo')).toBeVisible();
    expect(typed.getByRole('link', { name: '01099998888' })).toHaveAttribute(
      'href',
      'tel:01099998888',
    );
    expect(within(section("Customer's note")).getByText('Please call before coming')).toBeVisible();

    const history = within(section('Status history')).getAllByRole('listitem');
    expect(history.map((step) => step.textContent)).toEqual([
      'Pending2026-03-01 12:00Order placed',
      'Confirmed2026-03-02 10:30By Mona Adel',
    ]);
  });

  it('offers a pending order only confirmed and cancelled; choosing confirmed sends it and says so (Arabic)', async () => {
    const reads = orderHandler(order(), order({ status: 'confirmed' }));
    const patch = patchHandler(() =>
      HttpResponse.json({ status_code: 200, data: order({ status: 'confirmed' }) }),
    );
    server.use(reads.handler, patch.handler, citiesHandler());
    await renderAdmin('/admin/orders/42', staffer);
    const select = await screen.findByRole('combobox', { name: 'الحالة الجديدة' });
    expect(select).toHaveAttribute('name', 'status');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['اختر الحالة الجديدة', 'مؤكَّد', 'ملغى']);
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['', 'confirmed', 'cancelled']);

    await userEvent.selectOptions(select, 'confirmed');
    await userEvent.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(await screen.findByText('أصبحت حالة الطلب: مؤكَّد')).toBeVisible();
    expect(patch.bodies).toEqual([{ status: 'confirmed' }]);
    // The order is read again: a confirmed order moves on to shipped (or cancelled).
    await waitFor(() =>
      expect(
        within(screen.getByRole('combobox', { name: 'الحالة الجديدة' }))
          .getAllByRole('option')
          .map((option) => option.getAttribute('value')),
      ).toEqual(['', 'shipped', 'cancelled']),
    );
    expect(reads.reads).toBe(2);
  });

  it('offers a delivered order no move at all', async () => {
    server.use(orderHandler(order({ status: 'delivered' })).handler, citiesHandler());
    await renderAdmin('/en/admin/orders/42', staffer);
    expect(
      await screen.findByText('This order is closed: its status can no longer change.'),
    ).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'New status' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('asks before cancelling, says the stock goes back, and sends nothing when kept', async () => {
    const patch = patchHandler(() =>
      HttpResponse.json({ status_code: 200, data: order({ status: 'cancelled' }) }),
    );
    server.use(
      orderHandler(order(), order({ status: 'cancelled' })).handler,
      patch.handler,
      citiesHandler(),
    );
    await renderAdmin('/en/admin/orders/42', staffer);
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'New status' }),
      'cancelled',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    let dialog = await screen.findByRole('dialog', {
      name: 'Cancel order \u2066ZJ-000042\u2069?',
    });
    expect(dialog).toHaveAccessibleDescription(
      'Its pieces go back into stock. A cancelled order cannot be reopened.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep the order' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(patch.bodies).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    dialog = await screen.findByRole('dialog', {
      name: 'Cancel order \u2066ZJ-000042\u2069?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    expect(await screen.findByText('The order is now: Cancelled')).toBeVisible();
    expect(patch.bodies).toEqual([{ status: 'cancelled' }]);
    expect(
      await screen.findByText('This order is closed: its status can no longer change.'),
    ).toBeVisible();
  });

  it("shows a 422's field message at the status and a 409's message above, keeping the choice", async () => {
    let answer = 422;
    const patch = patchHandler(() =>
      answer === 422
        ? HttpResponse.json(
            { message: 'The data is invalid', errors: { status: ['Choose a status you may set'] } },
            { status: 422 },
          )
        : HttpResponse.json(
            { message: 'The order cannot move from its current status to this one' },
            { status: 409 },
          ),
    );
    server.use(orderHandler(order()).handler, patch.handler, citiesHandler());
    await renderAdmin('/en/admin/orders/42', staffer);
    const select = await screen.findByRole('combobox', { name: 'New status' });
    await userEvent.selectOptions(select, 'confirmed');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(select).toHaveAccessibleDescription('Choose a status you may set'));
    expect(select).toHaveValue('confirmed');

    answer = 409;
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The order cannot move from its current status to this one',
    );
    expect(select).toHaveValue('confirmed');
    expect(patch.bodies).toEqual([{ status: 'confirmed' }, { status: 'confirmed' }]);
  });

  it('offers the cash mark on a cash order only, and shows when it was marked', async () => {
    const collected = order({ cash_collected_at: '2026-03-03T09:15:00.000Z' });
    const patch = patchHandler(() => HttpResponse.json({ status_code: 200, data: collected }));
    server.use(orderHandler(order(), collected).handler, patch.handler, citiesHandler());
    await renderAdmin('/en/admin/orders/42', staffer);
    expect(await screen.findByText('The cash has not reached the shop yet.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Mark the cash as collected' }));
    expect(await screen.findByText('The cash is marked as collected')).toBeVisible();
    expect(patch.bodies).toEqual([{ cash_collected: true }]);
    expect(await screen.findByText('2026-03-03 11:15')).toBeVisible();
    expect(screen.getByText(/Cash collected on/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Undo: the cash is not collected' })).toBeVisible();
  });

  it('has no cash mark on a card order', async () => {
    server.use(orderHandler(order({ payment_method: 'card' })).handler, citiesHandler());
    await renderAdmin('/en/admin/orders/42', staffer);
    expect(await screen.findByRole('combobox', { name: 'New status' })).toBeVisible();
    expect(screen.getByText('Card on delivery')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Mark the cash as collected' })).toBeNull();
    expect(screen.queryByText('The cash has not reached the shop yet.')).toBeNull();
  });

  it("says a refused cash mark with the server's message for that field", async () => {
    const patch = patchHandler(() =>
      HttpResponse.json(
        {
          message: 'The data is invalid',
          errors: { cash_collected: ['Cash collection can only be marked on cash orders'] },
        },
        { status: 422 },
      ),
    );
    server.use(orderHandler(order()).handler, patch.handler, citiesHandler());
    await renderAdmin('/en/admin/orders/42', staffer);
    const button = await screen.findByRole('button', { name: 'Mark the cash as collected' });
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cash collection can only be marked on cash orders',
    );
    expect(button).toHaveAccessibleDescription('Cash collection can only be marked on cash orders');
  });

  it('answers a missing order with a not-found page and a way back to the list', async () => {
    server.use(orderHandler(order({ id: 7 })).handler);
    await renderAdmin('/en/admin/orders/42', staffer);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the orders' })).toHaveAttribute(
      'href',
      '/en/admin/orders',
    );
  });

  it('answers an address that cannot name an order without asking the server (Arabic)', async () => {
    await renderAdmin('/admin/orders/abc', staffer);
    expect(await screen.findByRole('heading', { level: 1, name: 'الطلب غير موجود' })).toBeVisible();
  });

  it('prints the slip: the print button opens the browser print', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    server.use(orderHandler(order()).handler, citiesHandler());
    await renderAdmin('/en/admin/orders/42', staffer);
    await userEvent.click(await screen.findByRole('button', { name: 'Print the slip' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('reads the list again after an order was opened and changed', async () => {
    const list = listHandler(() => page([summary()]));
    const patch = patchHandler(() =>
      HttpResponse.json({ status_code: 200, data: order({ status: 'confirmed' }) }),
    );
    server.use(list.handler, orderHandler(order()).handler, patch.handler, citiesHandler());
    const { router } = await renderAdmin('/en/admin/orders', staffer);
    await userEvent.click(await screen.findByRole('link', { name: 'ZJ-000042 New' }));
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'New status' }),
      'confirmed',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('The order is now: Confirmed');
    const before = list.queries.length;
    await act(() => router.navigate(-1));
    await waitFor(() => expect(list.queries.length).toBeGreaterThan(before));
  });
});
