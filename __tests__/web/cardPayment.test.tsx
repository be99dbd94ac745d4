// Card payments in the storefront: checkout names the card by how the shop takes it (online
// through its gateway, or on delivery), a card order paid online goes to the gateway's page, and
// the orders page the gateway sends the shopper back to shows the order's payment as the server
// knows it, reading it again while it is awaited.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { leavePage } from '../../src/shared/lib/leavePage';
import { server } from '../support/msw';
import { homeHandlers, productDto } from '../support/mswHandlers';
import { renderApp } from '../support/renderApp';
import { addressDto, createShop, orderDto, shopper, type Shop } from '../support/shoppingHandlers';

jest.mock('../../src/shared/lib/leavePage', () => ({ leavePage: jest.fn() }));

const CHECKOUT_URL = 'https://pay.example/unifiedcheckout/?publicKey=pk&clientSecret=cs';
const cup = productDto({ id: 5, name_en: 'Tea cup', name_ar: 'كوب شاي' });

function openShop(options: { gateway?: boolean; orders?: ReturnType<typeof orderDto>[] } = {}) {
  const shop = createShop({
    products: [cup],
    lines: [{ productId: 5, quantity: 1 }],
    addresses: [addressDto({ id: 9, main_address: 1 })],
    orders: options.orders ?? [],
  });
  if (options.gateway) shop.checkoutUrl = CHECKOUT_URL;
  server.use(...shop.handlers, ...homeHandlers());
  return shop;
}

const render = (path: string, language: 'ar' | 'en' = 'en') =>
  renderApp(path, { language, preloadedState: { auth: shopper }, persist: false });

async function checkoutWithCard(card: string, shop: Shop) {
  await render('/checkout');
  const city = await screen.findByRole('combobox', { name: 'City' });
  await within(city).findByRole('option', { name: 'Giza' });
  await userEvent.selectOptions(city, 'Giza');
  await userEvent.type(screen.getByRole('textbox', { name: 'Address' }), '12 Pyramids Rd');
  await userEvent.click(screen.getByRole('radio', { name: card }));
  await userEvent.click(
    screen.getByRole('checkbox', { name: 'I agree to the terms and conditions' }),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Complete order' }));
  await waitFor(() => expect(shop.lines).toHaveLength(0));
}

describe('card payments', () => {
  beforeAll(async () => {
    await import('../../src/features/cart/screens/CheckoutScreen');
    await import('../../src/features/orders/screens/OrdersScreen');
  }, 30_000);
  beforeEach(() => jest.mocked(leavePage).mockClear());

  it('with the gateway: "Pay by card online", then on to its checkout page', async () => {
    const shop = openShop({ gateway: true });
    await checkoutWithCard('Pay by card online', shop);
    expect(screen.getByRole('radio', { name: 'Pay by card online' })).toHaveAccessibleDescription(
      /Paymob's secure page/,
    );
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(
      screen.getByRole('button', { name: 'Taking you to the secure payment page…' }),
    ).toBeDisabled();
  });

  it('without it: card on delivery in both languages, and the orders page as before', async () => {
    const shop = openShop();
    await checkoutWithCard('Card on delivery', shop);
    expect(await screen.findByRole('heading', { name: 'My orders', level: 1 })).toBeVisible();
    expect(leavePage).not.toHaveBeenCalled();
    expect(shop.orders[0]).toMatchObject({ payment_method: 'card', payment_status: 'on_delivery' });
  });

  it('names card on delivery in Arabic', async () => {
    openShop();
    await render('/checkout', 'ar');
    expect(
      await screen.findByRole('radio', { name: 'الدفع بالبطاقة عند الاستلام' }),
    ).toBeInTheDocument();
  });

  it('back from the gateway: shows the order paid, and the list says so', async () => {
    const paid = orderDto({ id: 101, payment_method: 'card', payment_status: 'paid' });
    openShop({ orders: [paid] });
    // The gateway adds its own fields, one of them also named `order`.
    await render('/orders-checkout?order=ZJ-000101&id=880001&success=true&order=9001');
    expect(await screen.findByText(/is paid\. Thank you!/)).toHaveTextContent(
      /^Order \u2066ZJ-000101\u2069 is paid/,
    );
    const details = screen.getByRole('region', { name: 'Details of order ZJ-000101' });
    expect(within(details).getByText('Payment method').nextSibling).toHaveTextContent(
      'Pay by card online',
    );
    expect(screen.getByRole('button', { name: /ZJ-000101/ })).toHaveTextContent('Paid');
  });

  it('while the payment is awaited, reads the order again until the server has it', async () => {
    const waiting = orderDto({
      id: 102,
      payment_method: 'card',
      payment_status: 'awaiting_payment',
      checkout_url: CHECKOUT_URL,
    });
    const shop = openShop({ orders: [waiting] });
    await render('/orders-checkout?order=ZJ-000102', 'ar');
    expect(await screen.findByText(/ننتظر تأكيد Paymob/)).toBeInTheDocument();
    const { checkout_url: _paid, ...rest } = waiting;
    shop.orders[0] = { ...rest, payment_status: 'paid' };
    expect(await screen.findByText(/تم دفع الطلب/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'ادفع الآن' })).not.toBeInTheDocument();
  });

  it('a declined payment offers the gateway page again', async () => {
    const failed = orderDto({
      id: 103,
      payment_method: 'card',
      payment_status: 'failed',
      checkout_url: CHECKOUT_URL,
    });
    openShop({ orders: [failed] });
    await render('/orders-checkout?order=ZJ-000103');
    expect(await screen.findByText(/did not go through/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try paying again' })).toHaveAttribute(
      'href',
      CHECKOUT_URL,
    );
    expect(screen.getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', CHECKOUT_URL);
  });
});
