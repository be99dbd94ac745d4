// The account's address book — main rules, delete confirmation, empty and
// failed loads — against stateful network answers (accountFixtures.ts).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '../support/msw';
import { cartHandlers, homeHandlers } from '../support/mswHandlers';
import { renderApp } from '../support/renderApp';
import { addressDto, addressHandlers, loggedIn, type Call } from './accountFixtures';

const home = addressDto({ id: 1, address_title: 'Home', main_address: 1 });
const work = addressDto({ id: 2, address_title: 'Work', address: '5 Tahrir Square' });

function serve(options: Parameters<typeof addressHandlers>[0] = {}) {
  const seen: Call[] = options.seen ?? [];
  server.use(...homeHandlers(), ...cartHandlers(), ...addressHandlers({ ...options, seen }));
  return seen;
}

const openAddresses = () =>
  renderApp('/profile?tab=addresses', {
    language: 'en',
    persist: false,
    preloadedState: { auth: loggedIn },
  });

const card = (title: string) => screen.getByRole('article', { name: title });

describe('address book', () => {
  it('lists the addresses main first; the main one has its badge and a disabled, checked switch', async () => {
    serve({ addresses: [work, home] });
    await openAddresses();
    expect(await screen.findByRole('heading', { level: 1, name: 'My addresses' })).toBeVisible();
    await screen.findByRole('article', { name: 'Home' });
    const titles = screen
      .getAllByRole('article')
      .map((a) => within(a).getByRole('heading').textContent);
    expect(titles).toEqual(['Home', 'Work']);

    expect(within(card('Home')).getByText('Main address')).toBeVisible();
    const mainSwitch = within(card('Home')).getByRole('switch', {
      name: 'Use as main address: Home',
    });
    expect(mainSwitch).toBeChecked();
    expect(mainSwitch).toBeDisabled();
    const otherSwitch = within(card('Work')).getByRole('switch', {
      name: 'Use as main address: Work',
    });
    expect(otherSwitch).not.toBeChecked();
    expect(otherSwitch).toBeEnabled();
    expect(within(card('Work')).getByText('5 Tahrir Square - Cairo')).toBeVisible();
  });

  it('refuses to delete the main address with an alert, asking nothing and calling nothing', async () => {
    const seen = serve({ addresses: [home, work] });
    await openAddresses();
    await screen.findByRole('article', { name: 'Home' });
    await userEvent.click(within(card('Home')).getByRole('button', { name: 'Delete: Home' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The main address cannot be deleted; make another address main first',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(seen.some((call) => call.path.startsWith('/user-addresses/delete'))).toBe(false);
    expect(card('Home')).toBeInTheDocument();
  });

  it('set main moves the flag once the server agreed: the old main becomes non-main', async () => {
    const seen = serve({ addresses: [home, work] });
    await openAddresses();
    await screen.findByRole('article', { name: 'Work' });
    await userEvent.click(
      within(card('Work')).getByRole('switch', { name: 'Use as main address: Work' }),
    );

    await waitFor(() =>
      expect(
        within(card('Work')).getByRole('switch', { name: 'Use as main address: Work' }),
      ).toBeChecked(),
    );
    expect(
      within(card('Work')).getByRole('switch', { name: 'Use as main address: Work' }),
    ).toBeDisabled();
    const oldMain = within(card('Home')).getByRole('switch', { name: 'Use as main address: Home' });
    expect(oldMain).not.toBeChecked();
    expect(oldMain).toBeEnabled();
    expect(within(card('Home')).queryByText('Main address')).toBeNull();
    expect(within(card('Work')).getByText('Main address')).toBeVisible();
    expect(await screen.findByText('Address set as main')).toBeInTheDocument();
    expect(seen.find((call) => call.path === '/user-addresses/set-main/2')?.body).toEqual({
      user_id: 5,
    });

    // Now the former main may go, after a confirmation.
    await userEvent.click(within(card('Home')).getByRole('button', { name: 'Delete: Home' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the address “Home”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Home' })).toBeNull());
    expect(seen.some((call) => call.path === '/user-addresses/delete/1')).toBe(true);
    expect(await screen.findByText('Address deleted')).toBeInTheDocument();
  });

  it('cancelling the delete confirmation keeps the address', async () => {
    const seen = serve({ addresses: [home, work] });
    await openAddresses();
    await screen.findByRole('article', { name: 'Work' });
    await userEvent.click(within(card('Work')).getByRole('button', { name: 'Delete: Work' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(card('Work')).toBeInTheDocument();
    expect(seen.some((call) => call.path.startsWith('/user-addresses/delete'))).toBe(false);
  });

  it("says 'No saved addresses' when there are none", async () => {
    serve();
    await openAddresses();
    expect(await screen.findByText('No saved addresses')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add address' })).toBeEnabled();
  });

  it('offers a retry when the list fails to load', async () => {
    serve({ addresses: [home], failList: 1 });
    await openAddresses();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading addresses');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Home' })).toBeVisible();
  });

  it('speaks Arabic on an Arabic page', async () => {
    serve();
    await renderApp('/profile?tab=addresses', {
      persist: false,
      preloadedState: { auth: loggedIn },
    });
    expect(await screen.findByText('لا توجد عناوين محفوظة')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'عناويني' })).toBeVisible();
  });
});
