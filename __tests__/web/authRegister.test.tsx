// /register: Egypt fixed, cities from /get-cities with
// their load error and retry, the server's field errors under their fields, success logs in.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '../support/msw';
import { renderRoutes } from '../support/renderApp';
import { authRoutes, cities, citiesHandler, recording, sessionAnswer } from './authSupport';

async function fillRegistration() {
  await userEvent.type(await screen.findByRole('textbox', { name: 'First name' }), 'Mona');
  await userEvent.type(screen.getByRole('textbox', { name: 'Family name' }), 'Ali');
  await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'mona@example.com');
  await userEvent.type(screen.getByRole('textbox', { name: 'Phone number' }), '01012345678');
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'City' }), 'Giza');
  await userEvent.type(screen.getByRole('textbox', { name: 'Address' }), '1 Nile St');
  await userEvent.type(screen.getByLabelText('Password'), 'secret1');
  await userEvent.type(screen.getByLabelText('Confirm password'), 'secret1');
}

describe('/register', () => {
  it('shows Egypt fixed and disabled, and the cities in the page language', async () => {
    server.use(citiesHandler());
    await renderRoutes(authRoutes(), '/register', { language: 'en', persist: false });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create an account' }),
    ).toBeVisible();
    const country = screen.getByRole('combobox', { name: 'Country' });
    expect(country).toBeDisabled();
    expect(country).toHaveAttribute('name', 'country');
    expect(within(country).getByRole('option', { name: 'Egypt' })).toBeInTheDocument();
    const city = screen.getByRole('combobox', { name: 'City' });
    expect(city).toHaveAttribute('name', 'city_id');
    await waitFor(() =>
      expect(
        within(city)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Choose a city', ...cities.map((c) => c.name_en)]),
    );
  });

  it('says the cities failed to load (cities_error toast, cities_fetch_error + retry) and retries', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl('/get-cities'), () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: '' }, { status: 500 })
          : HttpResponse.json({
              status_code: 200,
              data: cities.map((city) => ({ ...city, name: city.name_en })),
            });
      }),
    );
    await renderRoutes(authRoutes(), '/register', { language: 'en', persist: false });
    expect(await screen.findByText('Failed to load cities, please try again')).toBeInTheDocument();
    expect(await screen.findByText('Error loading cities')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'City' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const city = screen.getByRole('combobox', { name: 'City' });
    await waitFor(() => expect(city).toBeEnabled());
    expect(within(city).getByRole('option', { name: 'Giza' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load cities, please try again')).not.toBeInTheDocument();
  });

  it('checks the rule table before calling: phone pattern, password length and confirmation', async () => {
    server.use(citiesHandler());
    const register = recording('/register', () => HttpResponse.json(sessionAnswer(201)));
    server.use(register.handler);
    await renderRoutes(authRoutes(), '/register', { language: 'en', persist: false });
    await fillRegistration();
    const phone = screen.getByRole('textbox', { name: 'Phone number' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '0123');
    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(phone).toHaveFocus());
    expect(phone).toHaveAccessibleDescription(
      '01 followed by 9 digits, e.g. 01012345678 The phone number must start with 01 followed by 9 digits',
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'At least 6 characters The password must be at least 6 characters',
    );
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      'The passwords do not match',
    );
    expect(register.bodies).toHaveLength(0);
  });

  it('refuses an e-mail of the staff placeholder domain before calling', async () => {
    server.use(citiesHandler());
    const register = recording('/register', () => HttpResponse.json(sessionAnswer(201)));
    server.use(register.handler);
    await renderRoutes(authRoutes(), '/register', { language: 'en', persist: false });
    await fillRegistration();
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await userEvent.clear(email);
    await userEvent.type(email, 'x@zujaj.invalid');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription('E-mail addresses at zujaj.invalid cannot be used');
    expect(register.bodies).toHaveLength(0);
  });

  it("puts the server's field errors under their fields and focuses the first", async () => {
    server.use(
      citiesHandler(),
      recording('/register', () =>
        HttpResponse.json(
          {
            message: 'Some fields are not valid, please check them',
            errors: {
              email: ['This e-mail is already registered'],
              phone_number: ['This phone number is already registered'],
            },
          },
          { status: 422 },
        ),
      ).handler,
    );
    const { store } = await renderRoutes(authRoutes(), '/register', {
      language: 'en',
      persist: false,
    });
    await fillRegistration();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('This e-mail is already registered');
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveAccessibleDescription(
      '01 followed by 9 digits, e.g. 01012345678 This phone number is already registered',
    );
    expect(screen.getByRole('textbox', { name: 'First name' })).not.toHaveAttribute('aria-invalid');
    expect(store.getState().auth.isAuthenticated).toBe(false);
  });

  it('shows server_error as banner and toast when the server says nothing useful', async () => {
    server.use(
      citiesHandler(),
      recording('/register', () => HttpResponse.json({}, { status: 500 })).handler,
    );
    await renderRoutes(authRoutes(), '/register', { language: 'en', persist: false });
    await fillRegistration();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const form = screen.getByRole('form', { name: 'Create an account' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Error connecting to the server',
    );
    await waitFor(() =>
      expect(screen.getAllByText('Error connecting to the server')).toHaveLength(2),
    );
  });

  it('registers with the payload (city id a number, no country), logs in and goes home', async () => {
    const register = recording('/register', () => HttpResponse.json(sessionAnswer(201)));
    server.use(citiesHandler(), register.handler);
    const { router, store } = await renderRoutes(authRoutes(), '/register', {
      language: 'en',
      persist: false,
    });
    await fillRegistration();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/en');
    expect(register.bodies).toEqual([
      {
        first_name: 'Mona',
        family_name: 'Ali',
        email: 'mona@example.com',
        phone_number: '01012345678',
        city_id: 2,
        address: '1 Nile St',
        password: 'secret1',
        password_confirmation: 'secret1',
      },
    ]);
    expect(store.getState().auth.isAuthenticated).toBe(true);
    expect(await screen.findByText('Your account has been created')).toBeInTheDocument();
  });
});
