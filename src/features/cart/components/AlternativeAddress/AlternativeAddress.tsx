import { useFormikContext } from 'formik';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from '../../../../entities/address/model';
import { AddressForm } from '../../../../entities/address/ui/AddressForm';
import { useAddresses } from '../../../../entities/address/useAddresses';
import { Button } from '../../../../shared/ui/Button';
import { SelectField } from '../../../../shared/ui/form';
import type { CheckoutValues } from '../../checkout/checkoutValues';
import { Failed, Note, Panel, PanelTitle } from './AlternativeAddress.styles';

const labelOf = (address: Address) =>
  [address.title, address.address, address.cityName].filter(Boolean).join(' — ');

/**
 * An alternative saved address must be selected: the select, inside the checkout form.
 * The main address is chosen to start with.
 */
export function AlternativeAddressSelect() {
  const { t } = useTranslation();
  const { addresses, mainAddress, isLoading, isError, refetch } = useAddresses();
  const { values, setFieldValue } = useFormikContext<CheckoutValues>();

  useEffect(() => {
    if (values.alternative_address_id === '' && mainAddress) {
      void setFieldValue('alternative_address_id', String(mainAddress.id), false);
    }
  }, [mainAddress, values.alternative_address_id, setFieldValue]);

  const options = useMemo(
    () => addresses.map((address) => ({ value: String(address.id), label: labelOf(address) })),
    [addresses],
  );

  if (isError) {
    return (
      <Failed role="alert">
        <span>{t('address_load_error')}</span>
        <Button type="button" $variant="secondary" onClick={() => void refetch()}>
          {t('retry')}
        </Button>
      </Failed>
    );
  }
  return (
    <>
      <SelectField
        name="alternative_address_id"
        label={t('checkout_alternative_label')}
        hint={t('checkout_alternative_hint')}
        placeholder={t('checkout_choose_address')}
        options={options}
        required
        disabled={isLoading}
      />
      {!isLoading && addresses.length === 0 && <Note>{t('checkout_no_saved_address')}</Note>}
    </>
  );
}

/**
 * Adding a saved address without leaving checkout. Rendered OUTSIDE the checkout
 * <form> (the address form is a form of its own), so what was typed there is kept as it is; the
 * new address becomes the chosen alternative.
 */
export function AddAlternativeAddress({ onAdded }: { onAdded: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { addresses, isLoading, isError } = useAddresses();
  const { setFieldValue, setFieldTouched } = useFormikContext<CheckoutValues>();
  const [opened, setOpened] = useState(false);
  // A shopper without any saved address sees the form at once.
  const open = opened || (!isLoading && !isError && addresses.length === 0);

  if (!open) {
    return (
      <Button type="button" $variant="secondary" onClick={() => setOpened(true)}>
        {t('checkout_add_address')}
      </Button>
    );
  }
  return (
    <Panel aria-labelledby={titleId}>
      <PanelTitle id={titleId}>{t('address_new_title')}</PanelTitle>
      <AddressForm
        aria-labelledby={titleId}
        onSaved={(address) => {
          if (address) void setFieldValue('alternative_address_id', String(address.id));
          void setFieldTouched('alternative_address_id', true, false);
          setOpened(false);
          onAdded();
        }}
        onCancel={addresses.length > 0 ? () => setOpened(false) : undefined}
      />
    </Panel>
  );
}
