import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { summarize, type Cart } from '../../../../entities/cart/model';
import { useLanguage } from '../../../../shared/hooks/useLanguage';
import { formatPrice, isPricePresent } from '../../../../shared/lib/price';
import { SHIPPING_COST } from '../../../../shared/rules/constants';
import { Heading, Rows, Summary, TotalRow } from './CartSummary.styles';

interface CartSummaryProps {
  cart: Cart;
  /** The button under the totals (continue to payment, complete order). */
  children?: ReactNode;
}

/**
 * The /cart order summary: subtotal, discount, shipping (fixed to store
 * pickup, so 0 and shown as free) and the total.
 */
export function CartSummary({ cart, children }: CartSummaryProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = useId();
  const summary = summarize(cart, SHIPPING_COST.storePickup);
  const money = (value: string) => (
    <bdi dir="ltr">{formatPrice(value, summary.currency, language) || '0'}</bdi>
  );
  return (
    <Summary aria-labelledby={titleId}>
      <Heading id={titleId}>{t('cart_summary_title')}</Heading>
      <Rows>
        <dt>{t('cart_subtotal')}</dt>
        <dd>{money(summary.subtotal)}</dd>
        {isPricePresent(summary.discount) && (
          <>
            <dt>{t('cart_discount')}</dt>
            <dd>{money(summary.discount)}</dd>
          </>
        )}
        <dt>{t('cart_shipping')}</dt>
        <dd>
          {isPricePresent(summary.shipping) ? money(summary.shipping) : t('cart_shipping_free')}
        </dd>
        <TotalRow as="dt">{t('cart_total')}</TotalRow>
        <TotalRow as="dd">{money(summary.total)}</TotalRow>
      </Rows>
      {children}
    </Summary>
  );
}
