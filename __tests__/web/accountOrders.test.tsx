// The account's orders tab (previous orders with expandable details) shows the same
// order list as /orders-checkout, inside the account layout.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '../support/msw';
import { homeHandlers } from '../support/mswHandlers';
import { renderApp } from '../support/renderApp';
import { createShop, orderDto, shopper } from '../support/shoppingHandlers';

it('lists the orders under the account menu and opens one', async () => {
  const shop = createShop({ orders: [orderDto({ id: 42, status: 'shipped' })] });
  server.use(...shop.handlers, ...homeHandlers());
  await renderApp('/profile?tab=orders', {
    language: 'en',
    preloadedState: { auth: shopper },
    persist: false,
  });

  expect(await screen.findByRole('navigation', { name: 'Account menu' })).toBeVisible();
  const order = await screen.findByRole('button', { name: /ZJ-000042/ });
  await userEvent.click(order);
  const details = screen.getByRole('region', { name: 'Details of order ZJ-000042' });
  expect(within(details).getByRole('list', { name: 'Order progress' })).toBeVisible();
});

it('says so when there are no orders', async () => {
  const shop = createShop({ orders: [] });
  server.use(...shop.handlers, ...homeHandlers());
  await renderApp('/profile?tab=orders', {
    language: 'en',
    preloadedState: { auth: shopper },
    persist: false,
  });
  expect(await screen.findByText('No current orders')).toBeVisible();
});
