// /checkout: the form and its rules, adding a
// saved address in place, completing the order once per attempt (Idempotency-Key), clearing the
// cart line by line, and landing on /orders-checkout with the new order open.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '../support/msw';
import { homeHandlers, productDto } from '../support/mswHandlers';
import { renderApp } from '../support/renderApp';
import { addressDto, createShop, shopper, type Shop } from '../support/shoppingHandlers';

const cup = productDto({ id: 5, name_en: 'Tea cup', name_ar: 'كوب شاي' });
const vase = productDto({
  id: 6,
  name_en: 'Tall vase',
  name_ar: 'فازة طويلة',
  price_after_discount: '250.00',
  price_before_discount: null,
});
const home = addressDto({ id: 9, address_title: 'Home', address: '5 Nile St', main_address: 1 });
const work = addressDto({ id: 10, address_title: 'Work', address: '9 Tahrir Sq', main_address: 0 });

function openShop({ addresses = [home, work] } = {}): Shop {
  const shop = createShop({
    products: [cup, vase],
    lines: [
      { productId: 5, quantity: 2 },
      { productId: 6, quantity: 1, colorId: 3 },
    ],
    addresses,
  });
  server.use(...shop.handlers, ...homeHandlers());
  return shop;
}

const renderCheckout = (language: 'ar' | 'en' = 'en') =>
  renderApp('/checkout', { language, preloadedState: { auth: shopper }, persist: false });

const creates = (shop: Shop) => shop.seen.filter((call) => call.path === '/user-orders/create');

/** Fills what the account did not: city and address; agrees to the terms. */
async function fillRequired() {
  const city = await screen.findByRole('combobox', { name: 'City' });
  await within(city).findByRole('option', { name: 'Giza' });
  await userEvent.selectOptions(city, 'Giza');
  await userEvent.type(screen.getByRole('textbox', { name: 'Address' }), '12 Pyramids Rd');
  await userEvent.click(
    screen.getByRole('checkbox', { name: 'I agree to the terms and conditions' }),
  );
}

describe('/checkout', () => {
  // The route's modules load once here, so no test's first wait includes compiling them (slow on
  // a busy machine: the lazy route would still show the loading overlay).
  beforeAll(async () => {
    await import('../../src/features/cart/screens/CheckoutScreen');
  }, 30_000);

  it('shows the form with API names, the saved main address chosen, and the cart review', async () => {
    openShop();
    await renderCheckout();
    expect(await screen.findByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
    expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveAttribute(
      'name',
      'first_name',
    );
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Mona');
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveAttribute('name', 'last_name');
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveAttribute('name', 'city_id');
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveAttribute('name', 'address');
    expect(screen.getByRole('textbox', { name: 'Order note (optional)' })).toHaveAttribute(
      'name',
      'note',
    );
    expect(screen.getByRole('radio', { name: 'Cash on delivery' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Card on delivery' })).toHaveAttribute(
      'name',
      'payment_method',
    );
    const alternative = screen.getByRole('combobox', { name: 'Saved alternative address' });
    await waitFor(() => expect(alternative).toHaveValue('9'));

    const review = screen.getByRole('region', { name: 'Your order' });
    expect(within(review).getByText(/Tea cup/)).toHaveTextContent('Tea cup × 2');
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Total').nextSibling).toHaveTextContent('EGP 410');
  });

  it("says 'fill required fields' and focuses the first invalid field; sends nothing", async () => {
    const shop = openShop();
    await renderCheckout();
    await screen.findByRole('combobox', { name: 'City' });
    await userEvent.click(screen.getByRole('button', { name: 'Complete order' }));

    expect(await screen.findByText('Please fill in the required fields')).toBeVisible();
    const city = screen.getByRole('combobox', { name: 'City' });
    await waitFor(() => expect(city).toHaveFocus());
    expect(city).toHaveAttribute('aria-invalid', 'true');
    expect(city).toHaveAccessibleDescription('This field is required');
    expect(
      screen.getByRole('checkbox', { name: 'I agree to the terms and conditions' }),
    ).toHaveAccessibleDescription('You must agree to the terms and conditions');
    expect(creates(shop)).toEqual([]);
  });

  it('places the order, clears the cart line by line and opens the new order on /orders-checkout', async () => {
    const shop = openShop();
    const { router } = await renderCheckout();
    await fillRequired();
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Saved alternative address' }),
      'Work — 9 Tahrir Sq — القاهرة',
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Card on delivery' }));
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Order note (optional)' }),
      'Call first',
    );
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Do not send me offers by e-mail' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Complete order' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/en/orders-checkout'));
    const [create] = creates(shop);
    expect(create?.body).toEqual({
      user_id: 7,
      products: [
        { product_id: 5, quantity: 2 },
        { product_id: 6, quantity: 1, color_id: 3 },
      ],
      billing_address: {
        first_name: 'Mona',
        last_name: 'Hassan',
        address: '12 Pyramids Rd',
        country_id: 1,
        city_id: 2,
      },
      alternative_address_id: 10,
      payment_method: 'card',
      note: 'Call first',
      terms_accepted: true,
      newsletter_opt_out: true,
    });
    expect(create?.idempotencyKey).toMatch(/^[\w-]{16,}$/);
    // Each line asked to go; the server had already emptied the cart (404 counts as removed).
    expect(shop.seen.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/cart/delete/1',
      '/cart/delete/2',
    ]);
    expect(await screen.findByText('Order created successfully')).toBeInTheDocument();
    expect(screen.queryByText(/cart contents were not cleared/)).not.toBeInTheDocument();

    const details = await screen.findByRole('region', { name: 'Details of order ZJ-000100' });
    expect(within(details).getByText('Payment method').nextSibling).toHaveTextContent(
      'Card on delivery',
    );
    expect(within(details).getByRole('heading', { name: 'Note' }).parentElement).toHaveTextContent(
      'Call first',
    );
    const banner = screen.getByRole('banner');
    await waitFor(() =>
      expect(within(banner).getByRole('link', { name: 'Cart' })).toHaveAccessibleDescription(
        'Items in cart: 0',
      ),
    );
  });

  it('a double click sends one order', async () => {
    const shop = openShop();
    let release: () => void = () => undefined;
    shop.createGate = new Promise((resolve) => (release = resolve));
    const { router } = await renderCheckout();
    await fillRequired();
    const complete = screen.getByRole('button', { name: 'Complete order' });
    await userEvent.dblClick(complete);
    await waitFor(() => expect(creates(shop)).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Placing your order…' })).toBeDisabled();
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/orders-checkout'));
    expect(creates(shop)).toHaveLength(1);
    expect(shop.orders).toHaveLength(1);
  });

  it('keeps everything typed after a failure and retries the same attempt with the same key', async () => {
    const shop = openShop();
    shop.fail.create = 'network';
    const { router } = await renderCheckout();
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Complete order' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A connection error occurred, please try again',
    );
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('12 Pyramids Rd');
    expect(
      screen.getByRole('checkbox', { name: 'I agree to the terms and conditions' }),
    ).toBeChecked();
    expect(router.state.location.pathname).toBe('/en/checkout');

    shop.fail.create = 'server';
    await userEvent.click(screen.getByRole('button', { name: 'Complete order' }));
    expect(await screen.findByText('create failed')).toBeVisible();

    shop.fail.create = undefined;
    await userEvent.click(screen.getByRole('button', { name: 'Complete order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/orders-checkout'));
    const keys = creates(shop).map((call) => call.idempotencyKey);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });

  it('a changed form is a new attempt with a new key', async () => {
    const shop = openShop();
    shop.fail.create = 'once';
    await renderCheckout();
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Complete order' }));
    await screen.findByText('create failed');
    await userEvent.type(screen.getByRole('textbox', { name: 'Order note (optional)' }), 'Hi');
    await userEvent.click(screen.getByRole('button', { name: 'Complete order' }));
    await waitFor(() => expect(creates(shop)).toHaveLength(2));
    const [first, second] = creates(shop);
    expect(first?.idempotencyKey).not.toBe(second?.idempotencyKey);
  });

  it('warns when the order was made but the cart could not be cleared, and still opens the order', async () => {
    const shop = openShop();
    shop.fail.delete = 'server';
    const { router } = await renderCheckout();
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Complete order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/orders-checkout'));
    expect(
      await screen.findByText('Order created successfully but cart contents were not cleared'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: /ZJ-000100/ })).toBeVisible();
  });

  it('puts the server’s field errors on their fields', async () => {
    const shop = openShop();
    const { http, HttpResponse } = await import('msw');
    const { apiUrl } = await import('../support/msw');
    server.use(
      http.post(apiUrl('/user-orders/create'), () =>
        HttpResponse.json(
          {
            message: 'Check the highlighted fields',
            errors: { alternative_address_id: ['Choose one of your saved addresses'] },
          },
          { status: 422 },
        ),
      ),
    );
    await renderCheckout();
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Complete order' }));
    const select = screen.getByRole('combobox', { name: 'Saved alternative address' });
    await waitFor(() =>
      expect(select).toHaveAccessibleDescription(
        'We use it if we cannot deliver to the address above. Choose one of your saved addresses',
      ),
    );
    expect(screen.getByText('Please fill in the required fields')).toBeVisible();
    expect(shop.orders).toEqual([]);
  });

  it('lets a shopper without a saved address add one in place, keeping what was typed', async () => {
    const shop = openShop({ addresses: [] });
    await renderCheckout();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Address' }), '12 Pyramids Rd');
    expect(
      await screen.findByText(
        'You have no saved address yet. Add one here; what you typed above stays as it is.',
      ),
    ).toBeVisible();

    const panel = screen.getByRole('region', { name: 'New address' });
    await userEvent.type(within(panel).getByRole('textbox', { name: 'Address name' }), 'Home');
    await userEvent.type(within(panel).getByRole('textbox', { name: 'First name' }), 'Mona');
    await userEvent.type(within(panel).getByRole('textbox', { name: 'Last name' }), 'Hassan');
    // Arabic-Indic digits are stored as Latin ones.
    await userEvent.type(
      within(panel).getByRole('textbox', { name: 'Phone number' }),
      '٠١٠١٢٣٤٥٦٧٨',
    );
    await userEvent.selectOptions(within(panel).getByRole('combobox', { name: 'City' }), 'Cairo');
    await userEvent.type(within(panel).getByRole('textbox', { name: 'Address' }), '5 Nile St');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save address' }));

    const alternative = screen.getByRole('combobox', { name: 'Saved alternative address' });
    await waitFor(() => expect(alternative).toHaveValue('50'));
    expect(screen.queryByRole('region', { name: 'New address' })).not.toBeInTheDocument();
    expect(shop.addresses[0]?.phone_number).toBe('01012345678');
    // The checkout's own fields are untouched.
    const addressFields = screen.getAllByRole('textbox', { name: 'Address' });
    expect(addressFields).toHaveLength(1);
    expect(addressFields[0]).toHaveValue('12 Pyramids Rd');
  });

  it('sends a visitor to /login', async () => {
    server.use(...homeHandlers());
    const { router } = await renderApp('/checkout', { language: 'en', persist: false });
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/login'));
  });

  it('speaks Arabic by default', async () => {
    openShop();
    await renderCheckout('ar');
    expect(await screen.findByRole('heading', { name: 'إتمام الطلب', level: 1 })).toBeVisible();
    expect(await screen.findByRole('radio', { name: 'الدفع عند الاستلام' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'إتمام الطلب' })).toBeEnabled();
  });
});
