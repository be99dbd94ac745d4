import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/hooks/useLanguage';
import { formatPrice } from '../../../shared/lib/price';
import { useAddressCities } from '../../address/useAddresses';
import type { Address, Order, OrderDeliveryAddress } from '../model';
import { PayLink } from '../payment/PaymentResult.styles';
import { paymentMethodKey, paymentStatusKey } from '../payment/paymentTexts';
import { ShareOrderLink } from './ShareOrderLink';
import { StatusTimeline } from './StatusTimeline';
import {
  AddressBlock,
  Block,
  BlockTitle,
  Blocks,
  Details,
  LineItem,
  LineList,
  LineName,
  LineNumbers,
  Totals,
} from './OrderDetails.styles';

function lineTotal(price: string | null, quantity: number): string | null {
  if (price === null) return null;
  const unit = Number(price.replace(/,/g, ''));
  return Number.isFinite(unit) ? ((Math.round(unit * 100) * quantity) / 100).toFixed(2) : null;
}

/** A card order paid online that still waits for its payment, with the page to pay on. */
const payable = (order: Order): order is Order & { checkoutUrl: string } =>
  order.checkoutUrl !== null &&
  order.status !== 'cancelled' &&
  (order.paymentStatus === 'awaiting_payment' || order.paymentStatus === 'failed');

/** "5 Nile St, Cairo" with the page language's comma. */
function useJoined(parts: Array<string | null>): string {
  const language = useLanguage();
  return parts.filter(Boolean).join(language === 'ar' ? '، ' : ', ');
}

function SavedAddress({ address }: { address: Address }) {
  const place = useJoined([address.address, address.cityName]);
  return (
    <AddressBlock>
      {address.title && <strong>{address.title}</strong>}
      <span>{`${address.firstName} ${address.lastName}`.trim()}</span>
      {address.phoneNumber && <bdi dir="ltr">{address.phoneNumber}</bdi>}
      <span>{place}</span>
    </AddressBlock>
  );
}

function DeliveryAddress({ address }: { address: OrderDeliveryAddress }) {
  const { cities } = useAddressCities();
  const city = cities.find((item) => item.id === address.cityId)?.name ?? null;
  const place = useJoined([address.address, city]);
  return (
    <AddressBlock>
      <span>{`${address.firstName} ${address.lastName}`.trim()}</span>
      {address.phoneNumber && <bdi dir="ltr">{address.phoneNumber}</bdi>}
      <span>{place}</span>
    </AddressBlock>
  );
}

/**
 * One order's details (/orders-checkout): status timeline, lines, total,
 * payment method, the addresses as the server copied them when the order was placed, the note,
 * and sharing to the shop's WhatsApp.
 */
export function OrderDetails({ order, id }: { order: Order; id: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = (value: string | null, currency: string) => (
    <bdi dir="ltr">{formatPrice(value, currency, language)}</bdi>
  );

  return (
    <Details id={id} aria-label={t('order_details_of', { number: order.number })} role="region">
      {order.status && <StatusTimeline status={order.status} history={order.statusHistory} />}
      <Block>
        <BlockTitle>{t('order_products')}</BlockTitle>
        <LineList>
          {order.lines.map((line, index) => (
            <LineItem key={`${line.productId ?? 'gone'}-${index}`}>
              <LineName>{line.name}</LineName>
              <LineNumbers>
                <span>
                  {t('quantity_label')}: <bdi dir="ltr">{line.quantity}</bdi>
                </span>
                {line.price && (
                  <span>
                    {t('cart_unit_price')}: {money(line.price, line.currency)}
                  </span>
                )}
                {line.price && (
                  <span>
                    {t('cart_line_total')}:{' '}
                    {money(lineTotal(line.price, line.quantity), line.currency)}
                  </span>
                )}
              </LineNumbers>
            </LineItem>
          ))}
        </LineList>
      </Block>
      <Totals>
        <dt>{t('cart_shipping')}</dt>
        <dd>{t('cart_shipping_free')}</dd>
        <dt>{t('order_total')}</dt>
        <dd>{money(order.total, order.currency)}</dd>
        {order.paymentMethod && (
          <>
            <dt>{t('order_payment_method')}</dt>
            <dd>{t(paymentMethodKey(order))}</dd>
          </>
        )}
        {order.paymentStatus && (
          <>
            <dt>{t('payment_status_label')}</dt>
            <dd>{t(paymentStatusKey(order.paymentStatus))}</dd>
          </>
        )}
      </Totals>
      {payable(order) && <PayLink href={order.checkoutUrl}>{t('payment_pay_now')}</PayLink>}
      <Blocks>
        {order.deliveryAddress && (
          <Block>
            <BlockTitle>{t('order_delivery_address')}</BlockTitle>
            <DeliveryAddress address={order.deliveryAddress} />
          </Block>
        )}
        {order.shippingAddress && (
          <Block>
            <BlockTitle>{t('order_saved_address')}</BlockTitle>
            <SavedAddress address={order.shippingAddress} />
          </Block>
        )}
        {order.alternativeAddress && (
          <Block>
            <BlockTitle>{t('order_alternative_address')}</BlockTitle>
            <SavedAddress address={order.alternativeAddress} />
          </Block>
        )}
        {order.note && (
          <Block>
            <BlockTitle>{t('order_note')}</BlockTitle>
            <p>{order.note}</p>
          </Block>
        )}
      </Blocks>
      <ShareOrderLink order={order} />
    </Details>
  );
}
