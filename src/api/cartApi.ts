// Cart area (SPEC §7 /cart/*). Every call acts for the logged-in user: `user_id` is read from the
// stored user (SPEC §6: without one the call fails with 'user not logged in').
//
// Language: like catalogApi, `lang` goes with Accept-Language from the stored language (a language
// change reloads the page, SPEC §4), so it is not part of the query arguments.
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { selectCurrentUser } from '../entities/session/authSlice';
import type { AuthState } from '../entities/session/authSlice';
import { readStoredLanguage } from '../shared/lib/language';
import { baseApi } from './baseApi';
import { toCart, type Cart } from './transforms/cart';
import { InvalidResponseError, isRecord, toText } from './transforms/shape';

export interface AddToCartArg {
  productId: number;
  /** At least 1 (SPEC §5); the server adds it to the line of the same product and colour. */
  quantity: number;
  colorId?: number | null;
}

export interface AddToCartResult {
  /** The server's translated message ('added_to_cart_success'), when it sent one. */
  message: string | null;
  /** The cart the server answered with; null when it sent only a success flag. */
  cart: Cart | null;
}

/** SPEC §6 "Calls read the user id from the stored user; without one the call fails". */
export const NOT_LOGGED_IN_ERROR: FetchBaseQueryError = {
  status: 'CUSTOM_ERROR',
  error: 'user not logged in',
};

/** The logged-in user's id in any state (null without a session, or without an auth slice). */
export function currentUserId(state: unknown): number | null {
  if (!isRecord(state) || !isRecord(state.auth)) return null;
  return selectCurrentUser(state as { auth: AuthState })?.id ?? null;
}

function invalid(error: unknown): FetchBaseQueryError {
  if (!(error instanceof InvalidResponseError)) throw error;
  return { status: 'CUSTOM_ERROR', error: error.message };
}

const CART_LIST = { type: 'Cart', id: 'LIST' } as const;

export const cartApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /cart/get. The caller passes the user's id and skips the query when logged out. */
    getCart: build.query<Cart, number>({
      async queryFn(userId, _api, _extra, fetch) {
        const lang = readStoredLanguage();
        const answer = await fetch({
          url: '/cart/get',
          method: 'POST',
          params: { lang },
          body: { user_id: userId },
        });
        if (answer.error) return { error: answer.error };
        try {
          return { data: toCart(answer.data, lang) };
        } catch (error) {
          return { error: invalid(error) };
        }
      },
      providesTags: [CART_LIST],
    }),
    /** POST /cart/store; SPEC §4 Cart: "After add … the cart is refetched". */
    addToCart: build.mutation<AddToCartResult, AddToCartArg>({
      async queryFn({ productId, quantity, colorId }, api, _extra, fetch) {
        const userId = currentUserId(api.getState());
        if (userId === null) return { error: NOT_LOGGED_IN_ERROR };
        const lang = readStoredLanguage();
        const answer = await fetch({
          url: '/cart/store',
          method: 'POST',
          params: { lang },
          body: {
            user_id: userId,
            product_id: productId,
            quantity,
            ...(colorId ? { color_id: colorId } : {}),
          },
        });
        if (answer.error) return { error: answer.error };
        const message = isRecord(answer.data) ? toText(answer.data.message) : null;
        try {
          return { data: { message, cart: toCart(answer.data, lang) } };
        } catch {
          // SPEC §7: the maker's host answers only "truthy on success"; the refetch brings the cart.
          return { data: { message, cart: null } };
        }
      },
      invalidatesTags: [CART_LIST],
    }),
  }),
});

export const { useGetCartQuery, useAddToCartMutation } = cartApi;
