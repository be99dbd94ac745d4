import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';
import { useAddToCartMutation } from '../../../api/cartApi';
import { toErrorMessage } from '../../../api/errors';
import { paths } from '../../../shared/lib/paths';
import { notify } from '../../../shared/ui/toast/notify';
import { selectIsAuthenticated, type AuthState } from '../../session/authSlice';
import { returnToHere } from '../../session/returnTo';
import { useProduct } from '../useProduct';
import { CartButton } from './AddToCartButton.styles';
import { GetPriceLink, type GetPriceLabel } from './GetPriceLink';
import { InlineSpinner } from './Spinner.styles';

export interface AddToCartButtonProps {
  productId: number;
  /** Pieces to add (the details page's stepper); at least 1. */
  quantity?: number;
  colorId?: number | null;
  /** Labels: the card says 'Adding' / 'Get the price', the details page 'adding to cart' / 'get price'. */
  variant?: GetPriceLabel;
  className?: string;
}

const BUSY_KEYS: Record<GetPriceLabel, string> = { card: 'adding', details: 'adding_to_cart' };

/**
 * Add to cart: busy label and disabled while the call is pending; a toast with the
 * server's message (or added_to_cart_success) or the error (server message, else
 * error_adding_to_cart). A visitor gets login_required_cart and goes to /login, which adds the
 * product once they are logged in and brings them back here. A
 * product without a price gets the 'Get the price' chat link instead.
 */
export function AddToCartButton({
  productId,
  quantity = 1,
  colorId,
  variant = 'card',
  className,
}: AddToCartButtonProps) {
  const { t } = useTranslation();
  const view = useProduct(productId);
  const isAuthenticated = useSelector((state: { auth: AuthState }) => selectIsAuthenticated(state));
  const [addToCart, { isLoading }] = useAddToCartMutation();
  const navigate = useNavigate();
  const location = useLocation();
  if (!view) return null;
  if (view.product.price === null) {
    return <GetPriceLink productId={productId} label={variant} className={className} />;
  }

  const add = async () => {
    if (!isAuthenticated) {
      notify.info(t('login_required_cart'));
      const intent = {
        kind: 'cart',
        productId,
        quantity: Math.max(1, Math.floor(quantity)),
        colorId: colorId ?? null,
      } as const;
      void navigate(paths.login(), { state: returnToHere(location, intent) });
      return;
    }
    try {
      const { message } = await addToCart({
        productId,
        quantity: Math.max(1, Math.floor(quantity)),
        colorId,
      }).unwrap();
      notify.success(message ?? t('added_to_cart_success'));
    } catch (error) {
      notify.error(toErrorMessage(error, t, 'error_adding_to_cart'));
    }
  };

  return (
    <CartButton
      type="button"
      className={className}
      disabled={isLoading}
      aria-busy={isLoading}
      onClick={() => void add()}
    >
      {isLoading ? (
        <InlineSpinner aria-hidden="true" />
      ) : (
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2" />
          <circle cx="9" cy="20" r="1.4" />
          <circle cx="17" cy="20" r="1.4" />
        </svg>
      )}
      <span>{t(isLoading ? BUSY_KEYS[variant] : 'add_to_cart')}</span>
    </CartButton>
  );
}
