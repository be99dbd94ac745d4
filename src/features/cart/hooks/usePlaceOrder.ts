// Completing the order: one request per attempt with its own Idempotency-Key, then the cart lines
// removed one by one, then /orders-checkout with the new order open (or, for a card paid online,
// the gateway's checkout page, which comes back there). A double click never sends twice; a retry
// of the same attempt (same payload, e.g. after a lost connection) sends the same key, so the
// server answers with the order it may already have placed instead of placing a second one.
import type { FormikHelpers } from 'formik';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { baseApi } from '../../../api/baseApi';
import { useRemoveCartItemMutation } from '../../../api/cartApi';
import { fieldErrorsOf, toErrorMessage } from '../../../api/errors';
import { useCreateOrderMutation } from '../../../api/ordersApi';
import type { Cart } from '../../../entities/cart/model';
import type { OrdersLocationState } from '../../../entities/order/model';
import { leavePage } from '../../../shared/lib/leavePage';
import { paths } from '../../../shared/lib/paths';
import { formFieldName } from '../../../shared/rules/formTable';
import { checkoutForm } from '../../../shared/rules/forms';
import { notify } from '../../../shared/ui/toast/notify';
import { newIdempotencyKey, toOrderPayload, type CheckoutValues } from '../checkout/checkoutValues';

interface Attempt {
  key: string;
  payload: string;
}

export function usePlaceOrder() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [createOrder] = useCreateOrderMutation();
  const [removeItem] = useRemoveCartItemMutation();
  const [error, setError] = useState<string | null>(null);
  /** The cart being ordered: the page keeps showing it while its lines are being removed. */
  const [placingCart, setPlacingCart] = useState<Cart | null>(null);
  /** A card order paid online: the browser is on its way to the gateway's page. */
  const [isRedirecting, setRedirecting] = useState(false);
  const placing = useRef(false);
  const attempt = useRef<Attempt | null>(null);

  /** The same payload keeps its key until it succeeds; anything changed is a new attempt. */
  const keyFor = (payload: string): string => {
    if (attempt.current?.payload !== payload) {
      attempt.current = { key: newIdempotencyKey(), payload };
    }
    return attempt.current.key;
  };

  const place = async (
    values: CheckoutValues,
    cart: Cart,
    formik: FormikHelpers<CheckoutValues>,
  ): Promise<void> => {
    if (placing.current) return;
    placing.current = true;
    setPlacingCart(cart);
    setError(null);
    const lines = cart.items;
    let leaving = false;
    try {
      const payload = toOrderPayload(values, lines);
      let orderId: number | null;
      let checkoutUrl: string | null;
      try {
        const order = await createOrder({
          payload,
          idempotencyKey: keyFor(JSON.stringify(payload)),
        }).unwrap();
        orderId = order?.id ?? null;
        checkoutUrl = order?.checkoutUrl ?? null;
      } catch (failure) {
        showFailure(failure, formik);
        return;
      }
      attempt.current = null;
      notify.success(t('order_created_success'));

      // The lines removed one by one; one the server already removed (it empties
      // the cart with the order) counts as removed. A failure does not undo the order: a warning.
      let cleared = true;
      for (const line of lines) {
        try {
          await removeItem({ itemId: line.id, goneIsRemoved: true }).unwrap();
        } catch {
          cleared = false;
        }
      }
      dispatch(baseApi.util.invalidateTags([{ type: 'Cart', id: 'LIST' }]));
      if (!cleared) notify.error(t('order_created_cart_not_cleared'));
      // Paid online: on to the gateway's page, which brings the shopper back to the orders page.
      if (checkoutUrl) {
        leaving = true;
        setRedirecting(true);
        leavePage(checkoutUrl);
        return;
      }
      const state: OrdersLocationState = orderId === null ? {} : { openOrderId: orderId };
      void navigate(paths.orders(), { state });
    } finally {
      placing.current = false;
      // Leaving for the gateway, the page keeps showing the order being paid.
      if (!leaving) setPlacingCart(null);
    }
  };

  /** Server field errors on their fields ('fill required fields' shows); else the message. */
  const showFailure = (failure: unknown, formik: FormikHelpers<CheckoutValues>) => {
    const fields = fieldErrorsOf(failure);
    const onForm: Record<string, string> = {};
    for (const [wire, message] of Object.entries(fields ?? {})) {
      const name = formFieldName(checkoutForm, wire);
      if (name) onForm[name] = message;
    }
    if (Object.keys(onForm).length > 0) {
      formik.setErrors(onForm);
      void formik.setTouched(
        Object.fromEntries(Object.keys(onForm).map((name) => [name, true])),
        false,
      );
      return;
    }
    setError(toErrorMessage(failure, t, 'order_processing_error'));
  };

  return {
    place,
    isPlacing: placingCart !== null,
    isRedirecting,
    placingCart,
    error,
    dismissError: () => setError(null),
  };
}
