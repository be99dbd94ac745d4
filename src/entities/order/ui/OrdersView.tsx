import { useTranslation } from 'react-i18next';
import { toErrorMessage } from '../../../api/errors';
import { Button } from '../../../shared/ui/Button';
import { PaymentResult } from '../payment/PaymentResult';
import { useOrders } from '../useOrders';
import { OrderList } from './OrderList';
import { Empty, Failed, Status } from './OrdersView.styles';

interface OrdersViewProps {
  openOrderId?: number | null;
  /**
   * Back from the card gateway's page: the numbers the address names (`?order=`); the order among
   * them is opened and its payment shown.
   */
  returnedNumbers?: readonly string[];
}

/**
 * The logged-in shopper's orders with their loading, failure (retry) and empty ('No current
 * orders') states: the /orders-checkout page and the account's orders tab both show this.
 */
export function OrdersView({ openOrderId = null, returnedNumbers = [] }: OrdersViewProps) {
  const { t } = useTranslation();
  const { data, error, isLoading, refetch } = useOrders();

  if (isLoading) return <Status role="status">{t('loading')}</Status>;
  if (!data) {
    return (
      <Failed role="alert">
        <p>{toErrorMessage(error, t, 'error_loading_orders')}</p>
        <Button type="button" $variant="secondary" onClick={() => void refetch()}>
          {t('retry')}
        </Button>
      </Failed>
    );
  }
  if (data.length === 0) return <Empty>{t('no_current_orders')}</Empty>;
  const returned = data.find((order) => returnedNumbers.includes(order.number));
  return (
    <>
      {returned && <PaymentResult order={returned} refetch={refetch} />}
      <OrderList orders={data} openOrderId={returned?.id ?? openOrderId} />
    </>
  );
}
