// The back office and card payments: the orders list and an order's page say how each order is
// paid and where its money stands; an unpaid online order can only be cancelled; cancelling a paid
// one warns that Paymob refunds it first, says when it did, and shows Paymob's refusal.
import { screen, waitFor, within } from '@testing-library/react';
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

const paid = order({
  payment_method: 'card',
  payment_status: 'paid',
  paid_at: '2026-03-01T10:05:00.000Z',
});

describe('card payments in the back office', () => {
  it('the list names card on delivery, card online and the payment status (English)', async () => {
    const rows = [
      summary({ id: 1, number: 'ZJ-000001', payment_method: 'card' }),
      summary({ id: 2, number: 'ZJ-000002', payment_method: 'card', payment_status: 'paid' }),
      summary({ id: 3, number: 'ZJ-000003', payment_method: 'card', payment_status: 'refunded' }),
    ];
    server.use(listHandler(() => page(rows)).handler);
    await renderAdmin('/en/admin/orders', staffer);
    const paymentCells = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[6]?.textContent);
    await screen.findByText('ZJ-000003');
    expect(paymentCells()).toEqual([
      'Card on delivery',
      'Card online (Paymob) Paid',
      'Card online (Paymob) Refunded',
    ]);
  });

  it('the order page shows the payment; an unpaid online order offers only cancelling', async () => {
    const waiting = order({
      payment_method: 'card',
      payment_status: 'awaiting_payment',
      payment_hold_until: '2026-03-01T10:15:00.000Z',
    });
    server.use(orderHandler(waiting).handler, citiesHandler());
    await renderAdmin('/admin/orders/42', staffer);
    const select = await screen.findByRole('combobox', { name: 'الحالة الجديدة' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([expect.any(String), 'ملغى']);
    expect(screen.getByText('حالة الدفع').nextSibling).toHaveTextContent('بانتظار الدفع');
    expect(screen.getByText('القطع محجوزة حتى')).toBeVisible();
    expect(screen.getByText('طريقة الدفع').nextSibling).toHaveTextContent('بطاقة أونلاين (Paymob)');
  });

  it('cancelling a paid order warns of the refund and says when Paymob made it', async () => {
    const refunded = order({
      status: 'cancelled',
      payment_method: 'card',
      payment_status: 'refunded',
      paid_at: paid.paid_at,
      refunded_at: '2026-03-02T09:00:00.000Z',
    });
    const patch = patchHandler(() => HttpResponse.json({ status_code: 200, data: refunded }));
    server.use(orderHandler(paid, refunded).handler, patch.handler, citiesHandler());
    await renderAdmin('/en/admin/orders/42', staffer);
    expect(await screen.findByText('Payment status')).toBeVisible();
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'New status' }),
      'cancelled',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleDescription(/asks Paymob to refund the whole amount first/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    expect(
      await screen.findByText('The payment was refunded through Paymob and the order cancelled.'),
    ).toBeVisible();
    expect(await screen.findByText('Refunded at')).toBeVisible();
  });

  it('warns of a payment waiting for a person, and clears it once marked checked', async () => {
    const flagged = order({ ...paid, payment_review_at: '2026-03-01T11:00:00.000Z' });
    const patch = patchHandler(() => HttpResponse.json({ status_code: 200, data: paid }));
    server.use(orderHandler(flagged, paid).handler, patch.handler, citiesHandler());
    await renderAdmin('/en/admin/orders/42', staffer);
    const warning = await screen.findByRole('alert', {
      name: "A payment needs a person's check",
    });
    expect(warning).toHaveTextContent(/Paymob did not confirm it, so nothing was refunded/);
    expect(warning).toHaveTextContent('2026-03-01');
    await userEvent.click(
      within(warning).getByRole('button', { name: 'Mark the payment checked' }),
    );
    expect(await screen.findByText('The payment was marked checked.')).toBeVisible();
    expect(patch.bodies).toEqual([{ payment_reviewed: true }]);
    await waitFor(() => expect(screen.queryByRole('alert', { name: /person's check/ })).toBeNull());
  });

  it('says the same in Arabic', async () => {
    const flagged = order({ ...paid, payment_review_at: '2026-03-01T11:00:00.000Z' });
    server.use(orderHandler(flagged).handler, citiesHandler());
    await renderAdmin('/admin/orders/42', staffer);
    const warning = await screen.findByRole('alert', { name: 'دفعة تحتاج إلى مراجعة من شخص' });
    expect(warning).toHaveTextContent(/لم يؤكدها Paymob/);
    expect(within(warning).getByRole('button', { name: 'تمت مراجعة الدفعة' })).toBeEnabled();
  });

  it("shows Paymob's refusal and keeps the order as it was", async () => {
    const message = 'Paymob did not refund the payment, so the order was not cancelled.';
    const patch = patchHandler(() => HttpResponse.json({ message }, { status: 409 }));
    server.use(orderHandler(paid).handler, patch.handler, citiesHandler());
    await renderAdmin('/en/admin/orders/42', staffer);
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'New status' }),
      'cancelled',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel the order' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByText('Payment status').nextSibling).toHaveTextContent('Paid');
  });
});
