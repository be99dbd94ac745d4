import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toErrorMessage } from '../../../api/errors';
import type { Address } from '../../../entities/address/model';
import { AddressForm } from '../../../entities/address/ui/AddressForm';
import { useAddressActions, useAddresses } from '../../../entities/address/useAddresses';
import { Button } from '../../../shared/ui/Button';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { FormBanner } from '../../../shared/ui/form';
import { notify } from '../../../shared/ui/toast/notify';
import { AddressCard } from './AddressCard';
import { Empty, FormHeading, List, Toolbar } from './AddressBook.styles';
import { SectionFailed } from './SectionFailed';
import { SectionLoading } from './SectionLoading';

type Mode = { kind: 'list' } | { kind: 'add' } | { kind: 'edit'; address: Address };

/**
 * Saved addresses (add, delete, set main): the list ('No saved
 * addresses'), add and edit forms (back to the list 1.5 s after saving), delete behind a
 * confirmation, set main. The main address cannot be deleted (an alert says why, nothing is
 * asked) and its switch is disabled. Failed loads offer a retry; failed actions say so.
 */
export function AddressBook() {
  const { t } = useTranslation();
  const { addresses, isLoading, isError, refetch } = useAddresses();
  const actions = useAddressActions();
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [alert, setAlert] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Address | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  const backToList = () => {
    setMode({ kind: 'list' });
    // The button that opened the form, or the list's first control, takes focus back.
    setTimeout(() => addButton.current?.focus(), 0);
  };

  const askDelete = (address: Address) => {
    setAlert(null);
    // The main address cannot be deleted: an alert says so.
    if (address.isMain) setAlert(t('main_address_delete_refused'));
    else setConfirming(address);
  };

  const confirmDelete = async (address: Address) => {
    setConfirming(null);
    try {
      const { message } = await actions.deleteAddress(address.id);
      notify.success(message ?? t('address_deleted'));
      addButton.current?.focus();
    } catch (error) {
      setAlert(toErrorMessage(error, t, 'address_delete_error'));
    }
  };

  const setMain = async (address: Address) => {
    setAlert(null);
    try {
      const { message } = await actions.setMainAddress(address.id);
      notify.success(message ?? t('address_set_main'));
    } catch (error) {
      setAlert(toErrorMessage(error, t, 'address_set_main_error'));
    }
  };

  if (mode.kind !== 'list') {
    const headingId = 'address-form-title';
    return (
      <>
        <FormHeading id={headingId}>
          {t(mode.kind === 'add' ? 'address_new_title' : 'address_edit_title')}
        </FormHeading>
        <AddressForm
          address={mode.kind === 'edit' ? mode.address : undefined}
          aria-labelledby={headingId}
          onSaved={backToList}
          onCancel={backToList}
        />
      </>
    );
  }

  if (isLoading) return <SectionLoading />;
  if (isError) return <SectionFailed message={t('address_load_error')} onRetry={refetch} />;

  return (
    <>
      <Toolbar>
        <Button ref={addButton} type="button" onClick={() => setMode({ kind: 'add' })}>
          {t('address_add')}
        </Button>
      </Toolbar>
      <FormBanner message={alert} onDismiss={() => setAlert(null)} />
      {addresses.length === 0 ? (
        <Empty>{t('no_saved_addresses')}</Empty>
      ) : (
        <List>
          {addresses.map((address) => (
            <li key={address.id}>
              <AddressCard
                address={address}
                busy={
                  actions.pendingMainId === address.id || actions.pendingDeleteId === address.id
                }
                onEdit={() => setMode({ kind: 'edit', address })}
                onDelete={() => askDelete(address)}
                onSetMain={() => void setMain(address)}
              />
            </li>
          ))}
        </List>
      )}
      {confirming ? (
        <ConfirmDialog
          title={t('address_delete_confirm_title', { title: confirming.title })}
          confirmLabel={t('address_delete')}
          cancelLabel={t('cancel')}
          onConfirm={() => void confirmDelete(confirming)}
          onCancel={() => setConfirming(null)}
        />
      ) : null}
    </>
  );
}
