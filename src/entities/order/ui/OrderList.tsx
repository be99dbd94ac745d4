import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/hooks/useLanguage';
import { formatPrice } from '../../../shared/lib/price';
import type { Order } from '../model';
import { orderDate, statusLabel } from '../orderText';
import { paymentStatusKey, usePaymentTexts } from '../payment/paymentTexts';
import { OrderDetails } from './OrderDetails';
import {
  Chevron,
  Item,
  List,
  Meta,
  Number as OrderNumber,
  StatusBadge,
  Summary,
  Toggle,
} from './OrderList.styles';

interface OrderListProps {
  orders: Order[];
  /** Opened from the start and scrolled into view (the order just placed at checkout). */
  openOrderId?: number | null;
}

function OrderItem({ order, initiallyOpen }: { order: Order; initiallyOpen: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [open, setOpen] = useState(initiallyOpen);
  const detailsId = useId();
  const itemRef = useRef<HTMLLIElement>(null);

  useEffect(() => {
    if (initiallyOpen) itemRef.current?.scrollIntoView?.({ block: 'start' });
  }, [initiallyOpen]);

  return (
    <Item ref={itemRef}>
      <h2>
        <Toggle
          type="button"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((value) => !value)}
        >
          <Summary>
            <OrderNumber>
              {t('order_number', { number: '' })}
              <bdi dir="ltr">{order.number}</bdi>
            </OrderNumber>
            <Meta>
              {order.createdAt && <span>{orderDate(order.createdAt, language)}</span>}
              <StatusBadge $status={order.status}>{statusLabel(order, t)}</StatusBadge>
              {order.paymentStatus && <span>{t(paymentStatusKey(order.paymentStatus))}</span>}
              {order.total && (
                <bdi dir="ltr">{formatPrice(order.total, order.currency, language)}</bdi>
              )}
            </Meta>
          </Summary>
          <Chevron $open={open} aria-hidden="true" viewBox="0 0 24 24" fill="none">
            <path d="M6 9l6 6 6-6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </Chevron>
        </Toggle>
      </h2>
      {open && <OrderDetails order={order} id={detailsId} />}
    </Item>
  );
}

/** The /orders-checkout order list with expandable details (also the account's orders tab). */
export function OrderList({ orders, openOrderId = null }: OrderListProps) {
  usePaymentTexts();
  return (
    <List>
      {orders.map((order) => (
        <OrderItem key={order.id} order={order} initiallyOpen={order.id === openOrderId} />
      ))}
    </List>
  );
}
