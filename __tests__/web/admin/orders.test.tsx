// The back office's order list (/admin/orders): filters kept in the address and sent as the list
// call's query, rows with their marks, paging that keeps the filters, the empty and failed states.
// The order page has its own file (order.test.tsx).
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '../../support/msw';
import { renderAdmin, staffer } from '../../support/renderAdmin';
import { listHandler, page, summary } from './orderFixtures';

// The first screen of a file waits for its lazy route chunk to compile on a busy machine.

const rows = () => within(screen.getByRole('region', { name: 'Orders' })).getAllByRole('row');

describe('the order list', () => {
  it('sends the filters of the address as the query and shows the rows (English)', async () => {
    const list = listHandler(() =>
      page(
        [
          summary(),
          summary({
            id: 41,
            number: 'ZJ-000041',
            status: 'delivered',
            payment_method: 'card',
            total_price: '80.50',
            seen: true,
            customer: null,
            items_count: 1,
          }),
        ],
        { total: 2 },
      ),
    );
    server.use(list.handler);
    await renderAdmin(
      '/en/admin/orders?status=pending&payment_method=cash&from=2026-03-01&to=2026-03-31&q=0101&unread=true',
      staffer,
    );
    expect(await screen.findByRole('link', { name: 'ZJ-000042 New' })).toHaveAttribute(
      'href',
      '/en/admin/orders/42',
    );
    expect(Object.fromEntries(list.queries[0]!)).toEqual({
      page: '1',
      per_page: '20',
      status: 'pending',
      payment_method: 'cash',
      from: '2026-03-01',
      to: '2026-03-31',
      q: '0101',
      unread: 'true',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Orders found: 2');

    // The controls show the address's filters.
    const filters = within(screen.getByRole('search', { name: 'Filter orders' }));
    expect(filters.getByRole('combobox', { name: 'Status' })).toHaveValue('pending');
    expect(filters.getByRole('combobox', { name: 'Payment' })).toHaveValue('cash');
    expect(filters.getByLabelText('From')).toHaveValue('2026-03-01');
    expect(filters.getByLabelText('To')).toHaveValue('2026-03-31');
    expect(filters.getByRole('searchbox', { name: 'Order number or phone' })).toHaveValue('0101');
    expect(filters.getByRole('checkbox', { name: 'Unread only' })).toBeChecked();

    const [header, first, second] = rows();
    expect(
      within(header!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Order number',
      'Placed at',
      'Customer',
      'Phone',
      'Pieces',
      'Total',
      'Payment',
      'Status',
    ]);
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'ZJ-000042 New',
      '2026-03-01 12:00',
      'Sara Hassan',
      '01011112222',
      '3',
      '1,250.00 EGP',
      'Cash on delivery',
      'Pending',
    ]);
    // Numbers, prices and phones read left to right in either language.
    expect(within(first!).getByText('01011112222')).toHaveAttribute('dir', 'ltr');
    expect(within(first!).getByText('1,250.00 EGP')).toHaveAttribute('dir', 'ltr');
    expect(
      within(second!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'ZJ-000041',
      '2026-03-01 12:00',
      'Account deleted',
      '—',
      '1',
      '80.50 EGP',
      'Card on delivery',
      'Delivered',
    ]);
  });

  it('puts each chosen filter in the address, back to page 1, and back/forward restores them (Arabic)', async () => {
    const list = listHandler(() => page([summary()], { total: 1 }));
    server.use(list.handler);
    const { router } = await renderAdmin('/admin/orders?page=3', staffer);
    await screen.findByRole('link', { name: 'ZJ-000042 جديد' });
    expect(list.queries[0]!.get('page')).toBe('3');

    const filters = within(screen.getByRole('search', { name: 'تصفية الطلبات' }));
    await userEvent.selectOptions(filters.getByRole('combobox', { name: 'الحالة' }), 'تم الشحن');
    await waitFor(() => expect(router.state.location.search).toBe('?status=shipped'));
    await waitFor(() => expect(list.queries.at(-1)?.get('status')).toBe('shipped'));
    expect(list.queries.at(-1)?.get('page')).toBe('1');

    await userEvent.click(filters.getByRole('checkbox', { name: 'غير المقروءة فقط' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=shipped&unread=true'));

    // Typing searches after a pause, replacing the address instead of adding one per pause.
    await userEvent.type(filters.getByRole('searchbox', { name: 'رقم الطلب أو الهاتف' }), 'ZJ-4');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?status=shipped&q=ZJ-4&unread=true'),
    );
    await waitFor(() => expect(list.queries.at(-1)?.get('q')).toBe('ZJ-4'));
    expect(list.queries.filter((query) => query.has('q')).map((query) => query.get('q'))).toEqual([
      'ZJ-4',
    ]);

    await act(() => router.navigate(-1));
    await waitFor(() =>
      expect(filters.getByRole('checkbox', { name: 'غير المقروءة فقط' })).not.toBeChecked(),
    );
    expect(router.state.location.search).toBe('?status=shipped');
    expect(filters.getByRole('searchbox', { name: 'رقم الطلب أو الهاتف' })).toHaveValue('');
    await act(() => router.navigate(1));
    await waitFor(() =>
      expect(filters.getByRole('searchbox', { name: 'رقم الطلب أو الهاتف' })).toHaveValue('ZJ-4'),
    );
    expect(filters.getByRole('combobox', { name: 'الحالة' })).toHaveValue('shipped');
  });

  it('links the pages with the filters kept', async () => {
    server.use(listHandler(() => page([summary()], { last_page: 3, total: 45 })).handler);
    await renderAdmin('/en/admin/orders?status=pending', staffer);
    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'href',
      '/en/admin/orders?status=pending&page=2',
    );
    expect(within(pages).getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/en/admin/orders?status=pending&page=2',
    );
  });

  it('says when there are no orders at all, and when none match the filters', async () => {
    server.use(listHandler(() => page([])).handler);
    const { router } = await renderAdmin('/en/admin/orders', staffer);
    expect(await screen.findByText('No orders yet.')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Clear the filters' })).toBeNull();

    await act(() => router.navigate('/orders?status=cancelled'));
    expect(await screen.findByText('No orders match these filters.')).toBeVisible();
    const clear = screen.getAllByRole('link', { name: 'Clear the filters' });
    await userEvent.click(clear[clear.length - 1]!);
    expect(await screen.findByText('No orders yet.')).toBeVisible();
    expect(router.state.location.search).toBe('');
  });

  it('says the list failed to load and loads it again on retry', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl('/admin/orders'), () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'Server error' }, { status: 500 })
          : HttpResponse.json(page([summary()]));
      }),
    );
    await renderAdmin('/en/admin/orders', staffer);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'ZJ-000042 New' })).toBeVisible();
  });

  it('ignores filter values the server would refuse', async () => {
    const list = listHandler(() => page([]));
    server.use(list.handler);
    await renderAdmin('/en/admin/orders?status=lost&from=yesterday&unread=yes', staffer);
    await screen.findByText('No orders yet.');
    expect(Object.fromEntries(list.queries[0]!)).toEqual({ page: '1', per_page: '20' });
  });
});
