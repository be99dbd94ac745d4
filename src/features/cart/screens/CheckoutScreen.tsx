import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toErrorMessage } from '../../../api/errors';
import { useCart } from '../../../entities/cart/useCart';
import { RequireAuth } from '../../../entities/session/ui/RequireAuth';
import { paths } from '../../../shared/lib/paths';
import { Button } from '../../../shared/ui/Button';
import { CheckoutForm } from '../components/CheckoutForm/CheckoutForm';
import { ErrorBanner } from '../components/ErrorBanner/ErrorBanner';
import { usePlaceOrder } from '../hooks/usePlaceOrder';
import { EmptyPanel, EmptyText, LinkButton, Status, Title } from './CartScreen.styles';

/** /checkout, for a logged-in shopper. */
export function CheckoutScreen() {
  const { t } = useTranslation();
  return (
    <RequireAuth>
      <Title>{t('checkout_title')}</Title>
      <Checkout />
    </RequireAuth>
  );
}

function Checkout() {
  const { t } = useTranslation();
  const { data, error, isLoading, refetch } = useCart();
  const placeOrder = usePlaceOrder();
  // While an order is placed its lines leave the cart; the page keeps the cart being ordered.
  const cart = placeOrder.placingCart ?? data;

  if (isLoading) return <Status role="status">{t('loading')}</Status>;
  if (!cart) {
    return (
      <ErrorBanner
        message={toErrorMessage(error, t, 'error_loading_cart')}
        action={
          <Button type="button" $variant="secondary" onClick={() => void refetch()}>
            {t('retry')}
          </Button>
        }
      />
    );
  }
  // The cart must not be empty.
  if (cart.items.length === 0) {
    return (
      <EmptyPanel>
        <EmptyText>{t('cart_empty')}</EmptyText>
        <LinkButton as={Link} to={paths.search()}>
          {t('cart_browse_products')}
        </LinkButton>
      </EmptyPanel>
    );
  }
  return <CheckoutForm cart={cart} placeOrder={placeOrder} />;
}
