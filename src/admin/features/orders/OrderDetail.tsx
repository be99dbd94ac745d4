import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '../../../shared/rules/constants';
import { Button } from '../../../shared/ui/Button';
import type { AdminOrderDto } from '../../../shared/wire/adminOrders';
import { formatMoment } from '../../ui/format';
import { Panel } from '../../ui/Panel';
import { Ltr } from '../../ui/Table';
import { adminPaths } from '../../ui/paths';
import { CashCollected } from './CashCollected';
import { OrderHistory } from './OrderHistory';
import { OrderLines } from './OrderLines';
import { OrderParties } from './OrderParties';
import { Card, Column, Facts, Layout, PrintHidden, PrintOnly, TopBar } from './OrderScreen.styles';
import { OrderStatusBadge } from './OrderStatusBadge';
import { OrderStatusForm } from './OrderStatusForm';
import { PaymentFacts } from './PaymentFacts';
import { PaymentReview } from './PaymentReview';

/**
 * One order. Printed, the page is the order slip: the shop's name, the number and date, the
 * customer and addresses, the lines and totals; the controls and the history stay off paper.
 */
export function OrderDetail({ order }: { order: AdminOrderDto }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const manageId = useId();
  return (
    <>
      <PrintOnly>{t('admin_order_slip_heading', { shop: t('admin_shop_name') })}</PrintOnly>
      <Panel title={t('admin_order_title', { number: order.number })}>
        <PrintHidden>
          <TopBar>
            <Link to={adminPaths.orders}>{t('admin_order_back_to_list')}</Link>
            <Button type="button" $variant="secondary" onClick={() => window.print()}>
              {t('admin_order_print')}
            </Button>
          </TopBar>
          <PaymentReview order={order} />
        </PrintHidden>
        <Layout>
          <Column>
            <Facts>
              <dt>{t('admin_order_placed_at')}</dt>
              <dd>
                <Ltr>{formatMoment(order.created_at)}</Ltr>
              </dd>
              <dt>{t('admin_order_status')}</dt>
              <dd>
                <OrderStatusBadge status={order.status} />
              </dd>
              <PaymentFacts order={order} />
              <dt>{t('admin_order_seen_at')}</dt>
              <dd>
                <Ltr>{formatMoment(order.seen_at)}</Ltr>
              </dd>
            </Facts>
            <OrderLines order={order} language={language} />
            <OrderParties order={order} />
          </Column>
          <PrintHidden>
            <Column>
              <Card aria-labelledby={manageId}>
                <h2 id={manageId}>{t('admin_order_manage')}</h2>
                <OrderStatusForm order={order} labelledBy={manageId} />
                {order.payment_method === 'cash' ? <CashCollected order={order} /> : null}
              </Card>
              <OrderHistory history={order.status_history} />
            </Column>
          </PrintHidden>
        </Layout>
      </Panel>
    </>
  );
}
