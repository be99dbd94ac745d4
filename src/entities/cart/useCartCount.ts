// The header's cart badge: the cart icon with the item count.
import { useSelector } from 'react-redux';
import { useGetCartQuery } from '../../api/cartApi';
import { selectCurrentUser, type AuthState } from '../session/authSlice';

/**
 * Pieces in the cart: total_quantity (two of one cup count as two), the number a shopper expects
 * after pressing "add" twice; total_count would stay at 1. 0 when logged out (logged out means an
 * empty cart) or before the cart has loaded. The query is skipped without a user, and its
 * argument is the user's id, so a login change loads the new user's cart.
 */
export function useCartCount(): number {
  const userId = useSelector((state: { auth: AuthState }) => selectCurrentUser(state)?.id ?? null);
  const { data } = useGetCartQuery(userId ?? 0, { skip: userId === null });
  return userId === null ? 0 : (data?.totalQuantity ?? 0);
}
