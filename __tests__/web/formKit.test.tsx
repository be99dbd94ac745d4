// The shared form kit (src/shared/ui/form): labels, errors tied to their fields, Latin digits,
// busy submit, dismissible banner and focus on the first invalid field after a failed submit.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { useState } from 'react';
import {
  CheckboxField,
  FormBanner,
  FormRoot,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
} from '../../src/shared/ui/form';
import { renderWithProviders } from '../support/renderApp';

interface Values {
  full_name: string;
  phone_number: string;
  city_id: string;
  note: string;
  terms: boolean;
}

const initialValues: Values = {
  full_name: '',
  phone_number: '',
  city_id: '',
  note: '',
  terms: false,
};

function validate(values: Values) {
  const errors: Partial<Record<keyof Values, string>> = {};
  if (!values.full_name) errors.full_name = 'Name is required';
  if (!/^01\d{9}$/.test(values.phone_number)) errors.phone_number = 'Phone is invalid';
  if (!values.city_id) errors.city_id = 'Choose a city';
  if (!values.terms) errors.terms = 'Agree first';
  return errors;
}

function KitForm({ onSubmit }: { onSubmit: (values: Values) => Promise<void> }) {
  const [banner, setBanner] = useState<string | null>('Server said no');
  return (
    <Formik initialValues={initialValues} validate={validate} onSubmit={onSubmit}>
      <FormRoot>
        <FormBanner message={banner} onDismiss={() => setBanner(null)} />
        <TextField name="full_name" label="Full name" hint="As on your ID" required />
        <TextField name="phone_number" label="Phone" type="tel" numeric required />
        <SelectField
          name="city_id"
          label="City"
          placeholder="Choose…"
          options={[
            { value: 1, label: 'Cairo' },
            { value: 2, label: 'Giza' },
          ]}
        />
        <TextAreaField name="note" label="Note" />
        <CheckboxField name="terms" label="I agree" />
        <SubmitButton busyLabel="Sending…">Send</SubmitButton>
      </FormRoot>
    </Formik>
  );
}

describe('form kit', () => {
  it('labels every field and keeps phone values left to right', async () => {
    await renderWithProviders(<KitForm onSubmit={jest.fn()} />, { language: 'en' });
    const name = await screen.findByRole('textbox', { name: 'Full name' });
    expect(name).toHaveAttribute('name', 'full_name');
    expect(name).toHaveAccessibleDescription('As on your ID');
    expect(name).toHaveAttribute('aria-required', 'true');
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    expect(phone).toHaveAttribute('dir', 'ltr');
    expect(phone).toHaveAttribute('type', 'tel');
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveAttribute('name', 'city_id');
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveAttribute('name', 'note');
    expect(screen.getByRole('checkbox', { name: 'I agree' })).not.toBeChecked();
  });

  it('stores Arabic-Indic and Persian digits typed in a numeric field as Latin digits', async () => {
    await renderWithProviders(<KitForm onSubmit={jest.fn()} />, { language: 'en' });
    const phone = await screen.findByRole('textbox', { name: 'Phone' });
    await userEvent.type(phone, '٠١٠۱۲۳٤٥٦٧٨');
    expect(phone).toHaveValue('01012345678');
  });

  it('on a failed submit marks the fields invalid, ties each message and focuses the first', async () => {
    const onSubmit = jest.fn(() => Promise.resolve());
    await renderWithProviders(<KitForm onSubmit={onSubmit} />, { language: 'en' });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Full name' }), 'Mona');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    const phone = screen.getByRole('textbox', { name: 'Phone' });
    await waitFor(() => expect(phone).toHaveFocus());
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription('Phone is invalid');
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveAccessibleDescription(
      'Choose a city',
    );
    expect(screen.getByRole('checkbox', { name: 'I agree' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByRole('textbox', { name: 'Full name' })).not.toHaveAttribute('aria-invalid');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the busy label and disables the button while submitting, then submits the values', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    await renderWithProviders(<KitForm onSubmit={onSubmit} />, { language: 'en' });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Full name' }), 'Mona');
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '01012345678');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'City' }), 'Giza');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I agree' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    const busy = await screen.findByRole('button', { name: 'Sending…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(onSubmit).toHaveBeenCalledWith(
      { full_name: 'Mona', phone_number: '01012345678', city_id: '2', note: '', terms: true },
      expect.anything(),
    );
    await act(async () => finish());
    expect(await screen.findByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('shows the banner as an alert that can be dismissed', async () => {
    await renderWithProviders(<KitForm onSubmit={jest.fn()} />, { language: 'en' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Server said no');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
