import { Formik, type FormikHelpers } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateAddressMutation, useUpdateAddressMutation } from '../../../api/addressesApi';
import { fieldErrorsOf, toErrorMessage } from '../../../api/errors';
import { MAX_LENGTH } from '../../../shared/rules/constants';
import { formFieldName } from '../../../shared/rules/formTable';
import { addressForm } from '../../../shared/rules/forms';
import { buildYupSchema } from '../../../shared/rules/yupSchema';
import { Button } from '../../../shared/ui/Button';
import {
  FormBanner,
  FormRoot,
  SelectField,
  SubmitButton,
  TextField,
  FieldGrid,
  WideField,
} from '../../../shared/ui/form';
import {
  ADDRESS_SAVED_DELAY_MS,
  addressFormValues,
  emptyAddressValues,
  type Address,
  type AddressFormValues,
} from '../model';
import { useAddressCities } from '../useAddresses';
import { Actions, CitiesFailed } from './AddressForm.styles';

export interface AddressFormProps {
  /** The address to edit; a new address when omitted. */
  address?: Address;
  /**
   * Called ADDRESS_SAVED_DELAY_MS after the server saved it (1.5 s, the saved message
   * shows meanwhile), with the address as the server answered it (null if it sent none).
   */
  onSaved: (address: Address | null) => void;
  /** Shows a Cancel button when given. */
  onCancel?: () => void;
  /** Names the form (e.g. the id of the heading above it). */
  'aria-labelledby'?: string;
  /** Override of the 1.5 s pause (checkout may want none). */
  savedDelayMs?: number;
}

/**
 * The address form (published names addressTitle, firstName, lastName, phoneNumber, address,
 * cityId; all required, the rules of shared/rules/forms/address.ts). Standalone: the account's
 * address book and checkout both embed it. Server field errors (wire names) land on their fields.
 */
export function AddressForm({
  address,
  onSaved,
  onCancel,
  'aria-labelledby': labelledBy,
  savedDelayMs = ADDRESS_SAVED_DELAY_MS,
}: AddressFormProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => buildYupSchema(addressForm, t), [t]);
  const cities = useAddressCities();
  const [createAddress] = useCreateAddressMutation();
  const [updateAddress] = useUpdateAddressMutation();
  const [banner, setBanner] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const initialValues = useMemo(
    () => (address ? addressFormValues(address) : emptyAddressValues),
    [address],
  );
  const cityOptions = useMemo(() => {
    const options = cities.cities.map((city) => ({ value: String(city.id), label: city.name }));
    // An edited address keeps its city even before (or without) the list.
    if (address?.cityId && !options.some((o) => o.value === String(address.cityId))) {
      options.unshift({
        value: String(address.cityId),
        label: address.cityName ?? String(address.cityId),
      });
    }
    return options;
  }, [cities.cities, address]);

  const submit = async (values: AddressFormValues, formik: FormikHelpers<AddressFormValues>) => {
    setBanner(null);
    const input = { ...values, cityId: Number(values.cityId) };
    try {
      const result = address
        ? await updateAddress({ id: address.id, input }).unwrap()
        : await createAddress(input).unwrap();
      setSaved(result.message ?? t(address ? 'address_updated' : 'address_created'));
      timer.current = setTimeout(() => onSaved(result.address), savedDelayMs);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) {
        // The server answers by payload names (address_title…), not the form's own.
        const errors: Record<string, string> = {};
        for (const [wire, message] of Object.entries(fields)) {
          errors[formFieldName(addressForm, wire) ?? wire] = message;
        }
        formik.setErrors(errors);
        void formik.setTouched(
          Object.fromEntries(Object.keys(errors).map((name) => [name, true])),
          false,
        );
      } else {
        setBanner(toErrorMessage(error, t, address ? 'address_update_error' : 'address_add_error'));
      }
    }
  };

  return (
    <Formik
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={submit}
      enableReinitialize
    >
      <FormRoot aria-labelledby={labelledBy}>
        <FormBanner message={banner} onDismiss={() => setBanner(null)} />
        <FormBanner message={saved} tone="success" />
        {cities.isError ? (
          <CitiesFailed role="alert">
            <span>{t('cities_fetch_error')}</span>
            <Button type="button" $variant="secondary" onClick={() => void cities.refetch()}>
              {t('retry')}
            </Button>
          </CitiesFailed>
        ) : null}
        <FieldGrid>
          <WideField>
            <TextField
              name="addressTitle"
              label={t('address_field_title')}
              hint={t('address_field_title_hint')}
              required
              maxLength={MAX_LENGTH.name}
            />
          </WideField>
          <TextField
            name="firstName"
            label={t('address_field_first_name')}
            autoComplete="given-name"
            required
            maxLength={MAX_LENGTH.name}
          />
          <TextField
            name="lastName"
            label={t('address_field_last_name')}
            autoComplete="family-name"
            required
            maxLength={MAX_LENGTH.name}
          />
          <TextField
            name="phoneNumber"
            label={t('address_field_phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            numeric
            required
            maxLength={MAX_LENGTH.phone}
          />
          <SelectField
            name="cityId"
            label={t('address_field_city')}
            placeholder={t('address_choose_city')}
            options={cityOptions}
            required
          />
          <WideField>
            <TextField
              name="address"
              label={t('address_field_address')}
              autoComplete="street-address"
              required
              maxLength={MAX_LENGTH.address}
            />
          </WideField>
        </FieldGrid>
        <Actions>
          <SubmitButton busyLabel={t('address_saving')} disabled={saved !== null}>
            {t('address_save')}
          </SubmitButton>
          {onCancel ? (
            <Button type="button" $variant="secondary" onClick={onCancel}>
              {t('cancel')}
            </Button>
          ) : null}
        </Actions>
      </FormRoot>
    </Formik>
  );
}
