// The logged-in shopper's orders (GET /user-orders): asked only with a stored user, keyed
// by their id; the Orders tag is invalidated on every login change (app/listeners.ts) and by a new
// order (ordersApi.createOrder).
import { useSelector } from 'react-redux';
import { useGetOrdersQuery } from '../../api/ordersApi';
import { selectCurrentUser, type AuthState } from '../session/authSlice';

export function useOrders() {
  const userId = useSelector((state: { auth: AuthState }) => selectCurrentUser(state)?.id ?? null);
  const query = useGetOrdersQuery(userId ?? 0, { skip: userId === null });
  return { userId, ...query };
}
