import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';
import { useToggleFavouriteMutation } from '../../../api/favouritesApi';
import { toErrorMessage } from '../../../api/errors';
import { paths } from '../../../shared/lib/paths';
import { notify } from '../../../shared/ui/toast/notify';
import { selectIsAuthenticated, type AuthState } from '../../session/authSlice';
import { returnToHere } from '../../session/returnTo';
import { useFavourites } from '../useFavourites';
import { useProduct } from '../useProduct';
import { HeartButton } from './FavouriteButton.styles';
import { InlineSpinner } from './Spinner.styles';

export interface FavouriteButtonProps {
  productId: number;
  className?: string;
}

/**
 * Favourite toggle: a heart with aria-pressed that follows the server's answer (not optimistic: a
 * spinner and aria-busy while the call is pending); a toast with the outcome. A visitor gets
 * login_required_wishlist and goes to /login, which favourites the product once they are logged in
 * and brings them back here.
 */
export function FavouriteButton({ productId, className }: FavouriteButtonProps) {
  const { t } = useTranslation();
  const view = useProduct(productId);
  const isAuthenticated = useSelector((state: { auth: AuthState }) => selectIsAuthenticated(state));
  // Keeps the favourites list loaded (logged in only), which the pressed state is read from.
  useFavourites();
  const [toggleFavourite, { isLoading }] = useToggleFavouriteMutation();
  const navigate = useNavigate();
  const location = useLocation();
  if (!view) return null;
  const { product, isFavourite } = view;

  const toggle = async () => {
    if (!isAuthenticated) {
      notify.info(t('login_required_wishlist'));
      const intent = { kind: 'favourite', productId } as const;
      void navigate(paths.login(), { state: returnToHere(location, intent) });
      return;
    }
    try {
      const { isAdded, message } = await toggleFavourite(productId).unwrap();
      notify.success(message ?? t(isAdded ? 'add_to_favorites' : 'remove_from_favorites'));
    } catch (error) {
      notify.error(toErrorMessage(error, t, 'error_updating_wishlist'));
    }
  };

  return (
    <HeartButton
      type="button"
      className={className}
      aria-label={t('favourite_toggle', { title: product.title })}
      aria-pressed={isFavourite}
      aria-busy={isLoading}
      disabled={isLoading}
      onClick={() => void toggle()}
    >
      {isLoading ? (
        <InlineSpinner aria-hidden="true" />
      ) : (
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          fill={isFavourite ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        >
          <path d="M12 20.5s-7.5-4.6-9.2-9.4C1.6 7.7 3.8 4.5 7.1 4.5c2 0 3.6 1.1 4.9 2.9 1.3-1.8 2.9-2.9 4.9-2.9 3.3 0 5.5 3.2 4.3 6.6-1.7 4.8-9.2 9.4-9.2 9.4Z" />
        </svg>
      )}
    </HeartButton>
  );
}
