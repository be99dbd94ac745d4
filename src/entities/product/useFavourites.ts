import { useSelector } from 'react-redux';
import { useGetFavouritesQuery } from '../../api/favouritesApi';
import { selectCurrentUser, type AuthState } from '../session/authSlice';

const NO_IDS: readonly number[] = [];

/**
 * The logged-in user's favourite product ids (synced from the favourites list, loaded
 * only when authenticated). Every favourite toggle subscribes, so the list loads once the first
 * heart shows; the favourites screen reads its ids from here. Empty when logged out.
 */
export function useFavourites() {
  const userId = useSelector((state: { auth: AuthState }) => selectCurrentUser(state)?.id ?? null);
  const query = useGetFavouritesQuery(userId ?? 0, { skip: userId === null });
  return {
    ids: userId === null ? NO_IDS : (query.data ?? NO_IDS),
    isLoading: query.isLoading,
    isError: query.isError,
    refetch: query.refetch,
  };
}
