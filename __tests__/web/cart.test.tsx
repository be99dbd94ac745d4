// /cart: lines, optimistic quantity changes reverted by a refetch on
// failure, removal, the empty and logged-out states, continue-to-payment syncing first.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '../support/msw';
import { homeHandlers, productDto } from '../support/mswHandlers';
import { renderApp } from '../support/renderApp';
import { createShop, shopper, type Shop } from '../support/shoppingHandlers';

const cup = productDto({ id: 5, name_en: 'Tea cup', name_ar: 'كوب شاي' });
const vase = productDto({
  id: 6,
  name_en: 'Tall vase',
  name_ar: 'فازة طويلة',
  price_after_discount: '250.00',
  price_before_discount: null,
});

function openShop(
  lines = [
    { productId: 5, quantity: 2 },
    { productId: 6, quantity: 1, colorId: 3 },
  ],
): Shop {
  const shop = createShop({ products: [cup, vase], lines });
  server.use(...shop.handlers, ...homeHandlers());
  return shop;
}

const renderCart = (language: 'ar' | 'en' = 'en') =>
  renderApp('/cart', { language, preloadedState: { auth: shopper }, persist: false });

const lineOf = (name: string) => {
  const link = screen.getByRole('link', { name });
  const line = link.closest('li');
  if (!line) throw new Error(`no cart line for ${name}`);
  return within(line);
};

/** The number between the minus and plus buttons. */
const quantityOf = (name: string) =>
  lineOf(name)
    .getByRole('group', { name: `Quantity of ${name}` })
    .textContent?.replace(/[−+]/g, '');

const calls = (shop: Shop) => shop.seen.filter((call) => call.path !== '/cart/get');

describe('/cart', () => {
  it('shows every line with its code, unit price and totals, and the order summary', async () => {
    openShop();
    await renderCart();
    expect(await screen.findByRole('heading', { name: 'Shopping cart', level: 1 })).toBeVisible();
    await screen.findByRole('link', { name: 'Tea cup' });
    const cupLine = lineOf('Tea cup');
    expect(cupLine.getByText('GC-5')).toBeVisible();
    expect(cupLine.getByText(/Unit price/).parentElement).toHaveTextContent('Unit price: EGP 80');
    expect(cupLine.getByText(/Line total/).parentElement).toHaveTextContent('Line total: EGP 160');
    expect(screen.getByRole('link', { name: 'Tea cup' })).toHaveAttribute(
      'href',
      '/en/cups/glass-cup-5',
    );

    const summary = screen.getByRole('region', { name: 'Order summary' });
    // 2 × 100 + 250 before discounts; 2 × 80 + 250 paid; store pickup is free.
    expect(within(summary).getByText('Subtotal').nextSibling).toHaveTextContent('EGP 450');
    expect(within(summary).getByText('Discount').nextSibling).toHaveTextContent('EGP 40');
    expect(within(summary).getByText('Shipping (store pickup)').nextSibling).toHaveTextContent(
      'Free',
    );
    expect(within(summary).getByText('Total').nextSibling).toHaveTextContent('EGP 410');
  });

  it('applies a quantity change at once and sends it as delete + re-add with the same colour', async () => {
    const shop = openShop();
    await renderCart();
    await screen.findByRole('link', { name: 'Tall vase' });

    await userEvent.click(
      screen.getByRole('button', { name: 'Increase the quantity of Tall vase' }),
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Increase the quantity of Tall vase' }),
    );
    expect(quantityOf('Tall vase')).toBe('3');
    expect(
      within(screen.getByRole('region', { name: 'Order summary' })).getByText('Total').nextSibling,
    ).toHaveTextContent('EGP 910');

    // One change after the pause, not one per tap.
    await waitFor(() => expect(calls(shop)).toHaveLength(2));
    expect(calls(shop).map(({ method, path, body }) => [method, path, body])).toEqual([
      ['DELETE', '/cart/delete/2', { user_id: 7 }],
      ['POST', '/cart/store', { user_id: 7, product_id: 6, quantity: 3, color_id: 3 }],
    ]);
    expect(shop.lines.find((line) => line.productId === 6)?.quantity).toBe(3);
    expect(quantityOf('Tall vase')).toBe('3');
    // The header badge counts the pieces the server now holds.
    const banner = screen.getByRole('banner');
    await waitFor(() =>
      expect(within(banner).getByRole('link', { name: 'Cart' })).toHaveAccessibleDescription(
        'Items in cart: 5',
      ),
    );
  });

  it('keeps a changed line in its place (the server lists the re-added line last)', async () => {
    const shop = openShop();
    await renderCart();
    await screen.findByRole('link', { name: 'Tea cup' });
    await userEvent.click(screen.getByRole('button', { name: 'Increase the quantity of Tea cup' }));
    await waitFor(() => expect(shop.lines.map((line) => line.productId)).toEqual([6, 5]));
    await waitFor(() => expect(quantityOf('Tea cup')).toBe('3'));
    const names = within(screen.getByRole('region', { name: 'Products in your cart' }))
      .getAllByRole('listitem')
      .map((item) => within(item).getAllByRole('link')[0]?.textContent);
    expect(names).toEqual(['Tea cup', 'Tall vase']);
  });

  it('never goes below 1', async () => {
    const shop = openShop([{ productId: 5, quantity: 1 }]);
    await renderCart();
    const minus = await screen.findByRole('button', { name: 'Decrease the quantity of Tea cup' });
    expect(minus).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(minus);
    expect(quantityOf('Tea cup')).toBe('1');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(calls(shop)).toEqual([]);
  });

  it('reverts a failed quantity change by refetching, keeps the line and says so in a dismissible banner', async () => {
    const shop = openShop();
    shop.fail.store = 'once';
    await renderCart();
    await screen.findByRole('link', { name: 'Tea cup' });

    await userEvent.click(screen.getByRole('button', { name: 'Increase the quantity of Tea cup' }));
    expect(quantityOf('Tea cup')).toBe('3');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An error occurred while updating the quantity');
    // The delete went through, the re-add failed: the old quantity was put back, then refetched.
    await waitFor(() => expect(quantityOf('Tea cup')).toBe('2'));
    expect(shop.lines.find((line) => line.productId === 5)?.quantity).toBe(2);
    expect(shop.seen.filter((call) => call.path === '/cart/get').length).toBeGreaterThan(1);

    await userEvent.click(within(alert).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('removes a line at once and tells when removing fails (the line comes back)', async () => {
    const shop = openShop();
    await renderCart();
    await screen.findByRole('link', { name: 'Tea cup' });

    await userEvent.click(screen.getByRole('button', { name: 'Remove Tea cup from the cart' }));
    expect(screen.queryByRole('link', { name: 'Tea cup' })).not.toBeInTheDocument();
    await waitFor(() => expect(shop.lines.map((line) => line.productId)).toEqual([6]));

    shop.fail.delete = 'server';
    await userEvent.click(screen.getByRole('button', { name: 'Remove Tall vase from the cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred while removing the product',
    );
    expect(await screen.findByRole('link', { name: 'Tall vase' })).toBeVisible();
  });

  it('says the cart is empty and links to the products', async () => {
    openShop([]);
    await renderCart();
    expect(await screen.findByText('The cart is empty')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute(
      'href',
      '/en/search',
    );
  });

  it('shows a visitor an empty cart and a login link that comes back here', async () => {
    server.use(...homeHandlers());
    const { router } = await renderApp('/cart', { language: 'en', persist: false });
    expect(await screen.findByText('The cart is empty')).toBeVisible();
    expect(screen.getByText('Log in to see the products in your cart.')).toBeVisible();
    const login = within(screen.getByRole('main')).getByRole('link', { name: 'Log in' });
    expect(login).toHaveAttribute('href', '/en/login');
    await userEvent.click(login);
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/login'));
    expect(router.state.location.state).toEqual({
      from: { pathname: '/cart', search: '', hash: '' },
    });
  });

  it('says when the cart cannot load, and loads it on retry', async () => {
    const shop = openShop();
    shop.fail.get = 'server';
    await renderCart();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('get failed');
    shop.fail.get = undefined;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Tea cup' })).toBeVisible();
  });

  it('continue to payment sends the waiting change first, then goes to /checkout', async () => {
    const shop = openShop();
    const { router } = await renderCart();
    await screen.findByRole('link', { name: 'Tea cup' });

    await userEvent.click(screen.getByRole('button', { name: 'Increase the quantity of Tea cup' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/checkout'));
    expect(shop.lines.find((line) => line.productId === 5)?.quantity).toBe(3);
  });

  it('stays on the cart with error_syncing_cart when the sync fails', async () => {
    const shop = openShop();
    shop.fail.delete = 'network';
    const { router } = await renderCart();
    await screen.findByRole('link', { name: 'Tea cup' });

    await userEvent.click(screen.getByRole('button', { name: 'Decrease the quantity of Tea cup' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    // The change may have failed on its own pause before the tap: the tap still reports it.
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'An error occurred while saving your cart changes, please try again',
      ),
    );
    expect(router.state.location.pathname).toBe('/en/cart');
    await waitFor(() => expect(quantityOf('Tea cup')).toBe('2'));
  });

  it('a change that failed before the tap still stops continue to payment once', async () => {
    const shop = openShop();
    shop.fail.delete = 'network';
    const { router } = await renderCart();
    await screen.findByRole('link', { name: 'Tea cup' });

    await userEvent.click(screen.getByRole('button', { name: 'Decrease the quantity of Tea cup' }));
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'An error occurred while updating the quantity',
    );
    await waitFor(() => expect(quantityOf('Tea cup')).toBe('2'));
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'An error occurred while saving your cart changes, please try again',
      ),
    );
    expect(router.state.location.pathname).toBe('/en/cart');

    // The cart shown is the server's: the next tap goes on.
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/checkout'));
  });

  it('speaks Arabic by default', async () => {
    openShop();
    await renderCart('ar');
    expect(await screen.findByRole('heading', { name: 'سلة التسوق', level: 1 })).toBeVisible();
    await screen.findByRole('link', { name: 'كوب شاي' });
    expect(screen.getByRole('button', { name: 'متابعة إلى الدفع' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'حذف كوب شاي من السلة' })).toBeVisible();
  });
});
