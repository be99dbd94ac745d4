import { useTranslation } from 'react-i18next';
import type { Address } from '../../../entities/address/model';
import { Button } from '../../../shared/ui/Button';
import {
  Actions,
  Badge,
  Card,
  CardHead,
  CardTitle,
  Line,
  Lines,
  Switch,
  SwitchTrack,
} from './AddressCard.styles';

interface AddressCardProps {
  address: Address;
  /** A call for this address is pending (set main or delete). */
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onSetMain: () => void;
}

/**
 * One saved address: title, name, phone, address, city, the main badge, and its actions.
 * The main switch is on and disabled for the main address.
 */
export function AddressCard({ address, busy, onEdit, onDelete, onSetMain }: AddressCardProps) {
  const { t } = useTranslation();
  const titleId = `address-${address.id}-title`;
  return (
    <Card aria-labelledby={titleId} aria-busy={busy || undefined}>
      <CardHead>
        <CardTitle id={titleId}>{address.title}</CardTitle>
        {address.isMain ? <Badge>{t('address_main_badge')}</Badge> : null}
      </CardHead>
      <Lines>
        <Line>
          {address.firstName} {address.lastName}
        </Line>
        <Line>
          <bdi dir="ltr">{address.phoneNumber}</bdi>
        </Line>
        <Line>
          {address.address}
          {address.cityName ? ` - ${address.cityName}` : ''}
        </Line>
      </Lines>
      <Actions>
        <Switch
          type="button"
          role="switch"
          aria-checked={address.isMain}
          disabled={address.isMain || busy}
          onClick={onSetMain}
          aria-label={t('address_main_switch_named', { title: address.title })}
        >
          <SwitchTrack aria-hidden="true" $on={address.isMain} />
          {t('address_main_switch')}
        </Switch>
        <Button
          type="button"
          $variant="secondary"
          onClick={onEdit}
          disabled={busy}
          aria-label={t('address_edit_named', { title: address.title })}
        >
          {t('address_edit')}
        </Button>
        <Button
          type="button"
          $variant="secondary"
          onClick={onDelete}
          disabled={busy}
          aria-label={t('address_delete_named', { title: address.title })}
        >
          {t('address_delete')}
        </Button>
      </Actions>
    </Card>
  );
}
