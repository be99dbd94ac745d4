// Saved addresses (POST /user-addresses/*). Every call acts for the logged-in user: `user_id`
// comes from the stored user (without one the call fails with 'user not logged in'). City names
// come in the Accept-Language of the page.
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { baseApi } from './baseApi';
import { currentUserId, NOT_LOGGED_IN_ERROR } from './cartApi';
import {
  toAddressList,
  toCityList,
  toSavedAddress,
  type Address,
  type City,
} from './transforms/address';
import { InvalidResponseError, isRecord, toText } from './transforms/shape';

/** What the address form sends (its published names; the payload's names are made here). */
export interface AddressInput {
  addressTitle: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  address: string;
  cityId: number;
}

export interface AddressSaved {
  /** The saved address as the server answered it (null when the host sent none). */
  address: Address | null;
  /** The server's translated message, when it sent one. */
  message: string | null;
}

export interface AddressDone {
  message: string | null;
}

const ADDRESS_LIST = { type: 'Addresses', id: 'LIST' } as const;

function invalid(error: unknown): FetchBaseQueryError {
  if (!(error instanceof InvalidResponseError)) throw error;
  return { status: 'CUSTOM_ERROR', error: error.message };
}

const messageOf = (data: unknown) => (isRecord(data) ? toText(data.message) : null);

const bodyOf = (userId: number, input: AddressInput) => ({
  user_id: userId,
  address_title: input.addressTitle,
  first_name: input.firstName,
  last_name: input.lastName,
  address: input.address,
  city_id: input.cityId,
  phone_number: input.phoneNumber,
});

export const addressesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /user-addresses/all for `userId` (the caller skips it when logged out); main first. */
    getAddresses: build.query<Address[], number>({
      async queryFn(userId, _api, _extra, fetch) {
        const answer = await fetch({
          url: '/user-addresses/all',
          method: 'POST',
          body: { user_id: userId },
        });
        if (answer.error) return { error: answer.error };
        try {
          return { data: toAddressList(answer.data) };
        } catch (error) {
          return { error: invalid(error) };
        }
      },
      providesTags: [ADDRESS_LIST],
    }),
    /** POST /user-addresses/cities: the cities an address may name. */
    getAddressCities: build.query<City[], number>({
      async queryFn(userId, _api, _extra, fetch) {
        const answer = await fetch({
          url: '/user-addresses/cities',
          method: 'POST',
          body: { user_id: userId },
        });
        if (answer.error) return { error: answer.error };
        try {
          return { data: toCityList(answer.data) };
        } catch (error) {
          return { error: invalid(error) };
        }
      },
    }),
    /** POST /user-addresses/create; the server makes a user's first address the main one. */
    createAddress: build.mutation<AddressSaved, AddressInput>({
      async queryFn(input, api, _extra, fetch) {
        const userId = currentUserId(api.getState());
        if (userId === null) return { error: NOT_LOGGED_IN_ERROR };
        const answer = await fetch({
          url: '/user-addresses/create',
          method: 'POST',
          body: bodyOf(userId, input),
        });
        if (answer.error) return { error: answer.error };
        return {
          data: { address: toSavedAddress(answer.data), message: messageOf(answer.data) },
        };
      },
      invalidatesTags: [ADDRESS_LIST],
    }),
    /** POST /user-addresses/update/{id} with the same fields as create. */
    updateAddress: build.mutation<AddressSaved, { id: number; input: AddressInput }>({
      async queryFn({ id, input }, api, _extra, fetch) {
        const userId = currentUserId(api.getState());
        if (userId === null) return { error: NOT_LOGGED_IN_ERROR };
        const answer = await fetch({
          url: `/user-addresses/update/${id}`,
          method: 'POST',
          body: bodyOf(userId, input),
        });
        if (answer.error) return { error: answer.error };
        return {
          data: { address: toSavedAddress(answer.data), message: messageOf(answer.data) },
        };
      },
      invalidatesTags: [ADDRESS_LIST],
    }),
    /** POST /user-addresses/delete/{id}; the server refuses the main address (409). */
    deleteAddress: build.mutation<AddressDone, number>({
      async queryFn(id, api, _extra, fetch) {
        const userId = currentUserId(api.getState());
        if (userId === null) return { error: NOT_LOGGED_IN_ERROR };
        const answer = await fetch({
          url: `/user-addresses/delete/${id}`,
          method: 'POST',
          body: { user_id: userId },
        });
        if (answer.error) return { error: answer.error };
        return { data: { message: messageOf(answer.data) } };
      },
      async onQueryStarted(id, { dispatch, getState, queryFulfilled }) {
        const userId = currentUserId(getState());
        if (userId === null) return;
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        dispatch(
          addressesApi.util.updateQueryData('getAddresses', userId, (list) =>
            list.filter((address) => address.id !== id),
          ),
        );
      },
      invalidatesTags: [ADDRESS_LIST],
    }),
    /**
     * POST /user-addresses/set-main/{id}. The previous main becomes non-main; the
     * list moves the flag once the server has agreed (not before: a refusal must not show a
     * main the server does not have), then refetches.
     */
    setMainAddress: build.mutation<AddressSaved, number>({
      async queryFn(id, api, _extra, fetch) {
        const userId = currentUserId(api.getState());
        if (userId === null) return { error: NOT_LOGGED_IN_ERROR };
        const answer = await fetch({
          url: `/user-addresses/set-main/${id}`,
          method: 'POST',
          body: { user_id: userId },
        });
        if (answer.error) return { error: answer.error };
        return {
          data: { address: toSavedAddress(answer.data), message: messageOf(answer.data) },
        };
      },
      async onQueryStarted(id, { dispatch, getState, queryFulfilled }) {
        const userId = currentUserId(getState());
        if (userId === null) return;
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        dispatch(
          addressesApi.util.updateQueryData('getAddresses', userId, (list) => {
            const moved = list.map((address) => ({ ...address, isMain: address.id === id }));
            return [...moved.filter((a) => a.isMain), ...moved.filter((a) => !a.isMain)];
          }),
        );
      },
      invalidatesTags: [ADDRESS_LIST],
    }),
  }),
});

export const {
  useGetAddressesQuery,
  useGetAddressCitiesQuery,
  useCreateAddressMutation,
  useUpdateAddressMutation,
  useDeleteAddressMutation,
  useSetMainAddressMutation,
} = addressesApi;
