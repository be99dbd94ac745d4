// The logged-in shopper's cart: loaded for the stored user only, keyed by their id,
// so a login change (app/listeners.ts invalidates the Cart tag) loads the new user's cart.
import { useSelector } from 'react-redux';
import { useGetCartQuery } from '../../api/cartApi';
import { selectCurrentUser, type AuthState } from '../session/authSlice';

export function useCart() {
  const userId = useSelector((state: { auth: AuthState }) => selectCurrentUser(state)?.id ?? null);
  const query = useGetCartQuery(userId ?? 0, { skip: userId === null });
  return { userId, ...query };
}
