import { Formik, type FormikHelpers } from 'formik';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { object, string } from 'yup';
import { applyFieldErrors, toErrorMessage } from '../../../api/errors';
import { NEXT_ORDER_STATUSES, type OrderStatus } from '../../../shared/rules/orderStatus';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { FormBanner, FormRoot, SelectField, SubmitButton } from '../../../shared/ui/form';
import { notify } from '../../../shared/ui/toast/notify';
import type { AdminOrderDto } from '../../../shared/wire/adminOrders';
import { useChangeOrderMutation } from '../../api/ordersApi';
import { Muted } from './OrderScreen.styles';
import { awaitsPayment, ltrIsolate, refundsOnCancel, STATUS_KEYS } from './orderLabels';

interface StatusValues {
  status: OrderStatus | '';
}

type Helpers = FormikHelpers<StatusValues>;

const EMPTY: StatusValues = { status: '' };

/**
 * The order's next status: a select named `status` offering only the moves the shop allows from
 * where the order is (none once delivered or cancelled). Cancelling asks first, since it puts the
 * pieces back in stock (and, paid online, gives the money back through the gateway). A refused
 * change keeps the choice and says why.
 */
export function OrderStatusForm({
  order,
  labelledBy,
}: {
  order: AdminOrderDto;
  labelledBy: string;
}) {
  const { t } = useTranslation();
  const [change, { isLoading }] = useChangeOrderMutation();
  const [banner, setBanner] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const pending = useRef<Helpers | null>(null);
  const schema = useMemo(() => object({ status: string().required(t('field_required')) }), [t]);
  // An online payment not made yet: the order is prepared only once paid, so it can only go.
  const moves = NEXT_ORDER_STATUSES[order.status].filter(
    (status) => status === 'cancelled' || !awaitsPayment(order),
  );

  if (moves.length === 0) {
    return <Muted>{t('admin_order_status_final')}</Muted>;
  }

  const save = async (status: OrderStatus, helpers: Helpers) => {
    setBanner(null);
    try {
      const saved = await change({ id: order.id, body: { status } }).unwrap();
      notify.success(
        saved.payment_status === 'refunded' && order.payment_status !== 'refunded'
          ? t('admin_order_refunded')
          : t('admin_order_status_saved', { status: t(STATUS_KEYS[status]) }),
      );
      helpers.resetForm({ values: EMPTY });
    } catch (error) {
      if (!applyFieldErrors(error, helpers)) {
        setBanner(toErrorMessage(error, t, 'admin_order_save_failed'));
      }
    }
  };

  return (
    <Formik<StatusValues>
      initialValues={EMPTY}
      validationSchema={schema}
      onSubmit={async (values, helpers) => {
        if (values.status === '') return;
        if (values.status === 'cancelled') {
          pending.current = helpers;
          setConfirming(true);
          return;
        }
        await save(values.status, helpers);
      }}
    >
      <FormRoot aria-labelledby={labelledBy}>
        <FormBanner message={banner} onDismiss={() => setBanner(null)} />
        <SelectField
          name="status"
          label={t('admin_order_status_label')}
          placeholder={t('admin_order_status_choose')}
          options={moves.map((status) => ({ value: status, label: t(STATUS_KEYS[status]) }))}
          required
        />
        <SubmitButton busy={isLoading} busyLabel={t('admin_order_saving')}>
          {t('admin_order_status_save')}
        </SubmitButton>
        {confirming ? (
          <ConfirmDialog
            title={t('admin_order_cancel_title', { number: ltrIsolate(order.number) })}
            message={t(
              refundsOnCancel(order) ? 'admin_order_cancel_refund_text' : 'admin_order_cancel_text',
            )}
            confirmLabel={t('admin_order_cancel_confirm')}
            cancelLabel={t('admin_order_cancel_keep')}
            onCancel={() => setConfirming(false)}
            onConfirm={() => {
              setConfirming(false);
              const helpers = pending.current;
              if (helpers) void save('cancelled', helpers);
            }}
          />
        ) : null}
      </FormRoot>
    </Formik>
  );
}
