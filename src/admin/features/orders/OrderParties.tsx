import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AddressDto } from '../../../shared/wire/addresses';
import type { AdminOrderDto } from '../../../shared/wire/adminOrders';
import { useCitiesQuery } from '../../api/ordersApi';
import { Ltr } from '../../ui/Table';
import { AddressCard, Addresses, Contact, CustomerLine, Note } from './OrderParties.styles';
import { Muted, Section } from './OrderScreen.styles';
import { whatsAppHref } from './orderLabels';

// Names, addresses and the note are the customer's own words, in either language: each is
// isolated with its own direction so an Arabic line reads right in the English page and back.

/** A phone number to read left to right, to call, and to message on WhatsApp when it can. */
function Phone({ number }: { number: string }) {
  const { t } = useTranslation();
  const chat = whatsAppHref(number);
  return (
    <Contact>
      <a href={`tel:${number.replace(/[^\d+]/g, '')}`}>
        <Ltr>{number}</Ltr>
      </a>
      {chat ? (
        <a href={chat} target="_blank" rel="noopener noreferrer">
          {t('admin_order_whatsapp')}
        </a>
      ) : null}
    </Contact>
  );
}

interface AddressLines {
  title: string;
  name: string;
  label?: string;
  address: string;
  city: string | null;
  phone: string | null;
}

function AddressBlock({ lines }: { lines: AddressLines }) {
  const headingId = useId();
  return (
    <AddressCard aria-labelledby={headingId}>
      <h3 id={headingId}>{lines.title}</h3>
      <address>
        {lines.label ? <strong dir="auto">{lines.label}</strong> : null}
        {lines.name ? <span dir="auto">{lines.name}</span> : null}
        {lines.address ? <span dir="auto">{lines.address}</span> : null}
        {lines.city ? <span dir="auto">{lines.city}</span> : null}
        {lines.phone ? <Phone number={lines.phone} /> : null}
      </address>
    </AddressCard>
  );
}

const savedAddress = (title: string, address: AddressDto): AddressLines => ({
  title,
  label: address.address_title,
  name: `${address.first_name} ${address.family_name}`.trim(),
  address: address.address,
  city: address.city?.name ?? null,
  phone: address.phone_number,
});

function Titled({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </Section>
  );
}

/**
 * Who ordered and where it goes: the account, then each address as it was copied into the order
 * (a later edit of the customer's address book does not change them), then the customer's note.
 */
export function OrderParties({ order }: { order: AdminOrderDto }) {
  const { t } = useTranslation();
  const billing = order.billing_address;
  const cities = useCitiesQuery(undefined, { skip: !billing?.city_id });
  const billingCity = cities.data?.find((city) => city.id === billing?.city_id)?.name ?? null;

  const addresses: AddressLines[] = [];
  if (billing) {
    addresses.push({
      title: t('admin_order_billing_address'),
      name: `${billing.first_name ?? ''} ${billing.last_name ?? ''}`.trim(),
      address: billing.address ?? '',
      city: billingCity,
      phone: billing.phone_number ?? null,
    });
  }
  if (order.shipping_address) {
    addresses.push(savedAddress(t('admin_order_shipping_address'), order.shipping_address));
  }
  if (order.alternative_address) {
    addresses.push(savedAddress(t('admin_order_alternative_address'), order.alternative_address));
  }

  return (
    <>
      <Titled title={t('admin_order_customer')}>
        {order.customer ? (
          <CustomerLine>
            <bdi>{order.customer.name}</bdi>
            <Phone number={order.customer.phone_number} />
          </CustomerLine>
        ) : (
          <p>{t('admin_orders_customer_deleted')}</p>
        )}
      </Titled>
      <Titled title={t('admin_order_addresses')}>
        {addresses.length > 0 ? (
          <Addresses>
            {addresses.map((lines) => (
              <AddressBlock key={lines.title} lines={lines} />
            ))}
          </Addresses>
        ) : (
          <Muted>{t('admin_order_no_address')}</Muted>
        )}
      </Titled>
      <Titled title={t('admin_order_note')}>
        {order.note ? (
          <Note>
            <bdi>{order.note}</bdi>
          </Note>
        ) : (
          <Muted>{t('admin_order_no_note')}</Muted>
        )}
      </Titled>
    </>
  );
}
