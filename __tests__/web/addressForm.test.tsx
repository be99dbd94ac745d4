// The address form on its own (checkout embeds it too): all fields required, the phone rule,
// the documented field names, server field errors, the 1.5 s saved pause.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { AddressForm } from '../../src/entities/address/ui/AddressForm';
import { apiUrl, server } from '../support/msw';
import { renderWithProviders } from '../support/renderApp';
import type { AddressDto } from '../../src/shared/wire/addresses';
import { addressDto, addressHandlers, loggedIn, type Call } from './accountFixtures';

async function renderForm(
  props: Partial<Parameters<typeof AddressForm>[0]> = {},
  addresses: AddressDto[] = [],
) {
  const onSaved = jest.fn();
  const onCancel = jest.fn();
  const seen: Call[] = [];
  server.use(...addressHandlers({ seen, addresses }));
  const result = await renderWithProviders(
    <AddressForm onSaved={onSaved} onCancel={onCancel} {...props} />,
    { language: 'en', persist: false, preloadedState: { auth: loggedIn } },
  );
  await screen.findByRole('option', { name: 'Cairo' });
  return { ...result, onSaved, onCancel, seen };
}

const field = (name: string) => screen.getByRole('textbox', { name });

async function fillValid() {
  await userEvent.type(field('Address name'), 'Home');
  await userEvent.type(field('First name'), 'Mona');
  await userEvent.type(field('Last name'), 'Ali');
  await userEvent.type(field('Phone number'), '01012345678');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /^City/ }), 'Alexandria');
  await userEvent.type(field('Address'), '3 Corniche Road');
}

describe('address form', () => {
  it('has a labelled field under each documented name', async () => {
    const { container } = await renderForm();
    const names = Array.from(container.querySelectorAll('input, select')).map((el) =>
      el.getAttribute('name'),
    );
    expect(names).toEqual([
      'addressTitle',
      'firstName',
      'lastName',
      'phoneNumber',
      'cityId',
      'address',
    ]);
  });

  it('requires every field: each says so, the first takes focus, nothing is sent', async () => {
    const { seen } = await renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    const title = field('Address name');
    await waitFor(() => expect(title).toHaveFocus());
    for (const input of [
      title,
      field('First name'),
      field('Last name'),
      field('Phone number'),
      screen.getByRole('combobox', { name: /^City/ }),
      field('Address'),
    ]) {
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(/required/i);
    }
    expect(seen.filter((call) => call.path === '/user-addresses/create')).toEqual([]);
  });

  it('checks the phone pattern and stores Arabic-Indic digits as Latin ones', async () => {
    await renderForm();
    const phone = field('Phone number');
    await userEvent.type(phone, '0101234');
    await userEvent.tab();
    expect(phone).toHaveAccessibleDescription(
      'The phone number must start with 01 followed by 9 digits',
    );
    await userEvent.clear(phone);
    await userEvent.type(phone, '٠١٠١٢٣٤٥٦٧٨');
    expect(phone).toHaveValue('01012345678');
    await userEvent.tab();
    expect(phone).not.toHaveAttribute('aria-invalid');
  });

  it('sends the payload, says it saved, and hands the address over 1.5 s later', async () => {
    const { onSaved, seen } = await renderForm();
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Address saved');
    expect(seen.find((call) => call.path === '/user-addresses/create')?.body).toEqual({
      user_id: 5,
      address_title: 'Home',
      first_name: 'Mona',
      last_name: 'Ali',
      address: '3 Corniche Road',
      city_id: 2,
      phone_number: '01012345678',
    });
    expect(onSaved).not.toHaveBeenCalled();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(onSaved.mock.calls[0]?.[0]).toMatchObject({ title: 'Home', cityId: 2, isMain: true });
  });

  it('edits an address in place with its values filled in', async () => {
    const saved = addressDto({ id: 1, address_title: 'Home', main_address: 1 });
    const { onSaved } = await renderForm(
      {
        address: {
          id: 1,
          title: 'Home',
          firstName: 'Mona',
          lastName: 'Ali',
          phoneNumber: '01012345678',
          address: '12 Nile Street',
          cityId: 1,
          cityName: 'Cairo',
          isMain: true,
        },
        savedDelayMs: 0,
      },
      [saved],
    );
    expect(field('Address name')).toHaveValue('Home');
    expect(screen.getByRole('combobox', { name: /^City/ })).toHaveValue('1');
    await userEvent.clear(field('Address name'));
    await userEvent.type(field('Address name'), 'Old home');
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(onSaved.mock.calls[0]?.[0]).toMatchObject({ id: 1, title: 'Old home' });
  });

  it("puts the server's field errors (payload names) on the form's fields", async () => {
    await renderForm();
    server.use(
      http.post(apiUrl('/user-addresses/create'), () =>
        HttpResponse.json(
          { message: 'Validation failed', errors: { city_id: ['Choose a city from the list'] } },
          { status: 422 },
        ),
      ),
    );
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    const city = screen.getByRole('combobox', { name: /^City/ });
    await waitFor(() => expect(city).toHaveAccessibleDescription('Choose a city from the list'));
    expect(city).toHaveFocus();
  });

  it('Cancel hands back without saving', async () => {
    const { onCancel, onSaved } = await renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSaved).not.toHaveBeenCalled();
  });
});
