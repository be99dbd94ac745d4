import { useSelector } from 'react-redux';
import {
  useDeleteAddressMutation,
  useGetAddressCitiesQuery,
  useGetAddressesQuery,
  useSetMainAddressMutation,
} from '../../api/addressesApi';
import { selectCurrentUser, type AuthState } from '../session/authSlice';
import type { Address, City } from './model';

const NO_ADDRESSES: readonly Address[] = [];
const NO_CITIES: readonly City[] = [];

const selectUserId = (state: { auth: AuthState }) => selectCurrentUser(state)?.id ?? null;

/**
 * The logged-in user's saved addresses, main first (POST /user-addresses/all); nothing is
 * asked while logged out. The account's address book and checkout both read them here.
 */
export function useAddresses() {
  const userId = useSelector(selectUserId);
  const query = useGetAddressesQuery(userId ?? 0, { skip: userId === null });
  const addresses = userId === null ? NO_ADDRESSES : (query.data ?? NO_ADDRESSES);
  return {
    addresses,
    /** Exactly one address is main; null when there is none. */
    mainAddress: addresses.find((address) => address.isMain) ?? null,
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    isError: query.isError,
    error: query.error,
    refetch: query.refetch,
  };
}

/** The cities an address may name (POST /user-addresses/cities). */
export function useAddressCities() {
  const userId = useSelector(selectUserId);
  const query = useGetAddressCitiesQuery(userId ?? 0, { skip: userId === null });
  return {
    cities: query.data ?? NO_CITIES,
    isLoading: query.isLoading,
    isError: query.isError,
    refetch: query.refetch,
  };
}

/** Delete and set-main with their pending states. */
export function useAddressActions() {
  const [deleteAddress, deleting] = useDeleteAddressMutation();
  const [setMainAddress, settingMain] = useSetMainAddressMutation();
  return {
    deleteAddress: (id: number) => deleteAddress(id).unwrap(),
    setMainAddress: (id: number) => setMainAddress(id).unwrap(),
    pendingDeleteId: deleting.isLoading ? (deleting.originalArgs ?? null) : null,
    pendingMainId: settingMain.isLoading ? (settingMain.originalArgs ?? null) : null,
  };
}
