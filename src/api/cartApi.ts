// Cart area (/cart/*). Every call acts for the logged-in user: `user_id` is read from the
// stored user (without one the call fails with 'user not logged in').
//
// Language: like catalogApi, `lang` goes with Accept-Language from the stored language (a language
// change reloads the page), so it is not part of the query arguments.
import type { FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { lineKey, recount } from '../entities/cart/model';
import { selectCurrentUser } from '../entities/session/authSlice';
import type { AuthState } from '../entities/session/authSlice';
import { readStoredLanguage } from '../shared/lib/language';
import { baseApi } from './baseApi';
import { toCart, type Cart, type CartItem } from './transforms/cart';
import { InvalidResponseError, isRecord, toText } from './transforms/shape';

export interface AddToCartArg {
  productId: number;
  /** At least 1; the server adds it to the line of the same product and colour. */
  quantity: number;
  colorId?: number | null;
}

export interface AddToCartResult {
  /** The server's translated message ('added_to_cart_success'), when it sent one. */
  message: string | null;
  /** The cart the server answered with; null when it sent only a success flag. */
  cart: Cart | null;
}

/** Calls read the user id from the stored user; without one the call fails. */
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

/** The line a quantity change or removal acts on, as the cart showed it. */
export type CartLineRef = Pick<CartItem, 'id' | 'productId' | 'colorId' | 'quantity'>;

export interface ChangeQuantityArg {
  line: CartLineRef;
  /** The new quantity, at least 1 (an update below 1 is ignored). */
  quantity: number;
}

export interface RemoveCartItemArg {
  itemId: number;
  /**
   * After an order the server has already emptied the cart, so a line that is gone
   * (404) counts as removed when this is set.
   */
  goneIsRemoved?: boolean;
}

/** The bound baseQuery a queryFn receives. */
type Fetch = (
  arg: FetchArgs,
) =>
  | PromiseLike<{ data?: unknown; error?: FetchBaseQueryError | undefined }>
  | { data?: unknown; error?: FetchBaseQueryError | undefined };

/** The cart an answer carries, or null when the host sent only a success flag. */
function cartIn(data: unknown, lang: ReturnType<typeof readStoredLanguage>): Cart | null {
  try {
    return toCart(data, lang);
  } catch {
    return null;
  }
}

async function storeLine(
  fetch: Fetch,
  userId: number,
  line: Pick<CartItem, 'productId' | 'colorId'>,
  quantity: number,
) {
  return fetch({
    url: '/cart/store',
    method: 'POST',
    params: { lang: readStoredLanguage() },
    body: {
      user_id: userId,
      product_id: line.productId,
      quantity,
      ...(line.colorId ? { color_id: line.colorId } : {}),
    },
  });
}

async function deleteLine(fetch: Fetch, userId: number, itemId: number) {
  return fetch({
    url: `/cart/delete/${itemId}`,
    method: 'DELETE',
    params: { lang: readStoredLanguage() },
    body: { user_id: userId },
  });
}

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
    /** POST /cart/store; after an add the cart is refetched. */
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
          // The maker's host answers only "truthy on success"; the refetch brings the cart.
          return { data: { message, cart: null } };
        }
      },
      invalidatesTags: [CART_LIST],
    }),
    /**
     * A quantity change is the line deleted and re-added with the new quantity and the
     * same colour. Applied to the cached cart at once (optimistic); on failure the patch is undone
     * and the cart refetched, so the page shows what the server holds. Should the re-add fail after
     * the delete went through, the old quantity is put back first: a failed change never loses the
     * line.
     */
    changeCartQuantity: build.mutation<Cart | null, ChangeQuantityArg>({
      async queryFn({ line, quantity }, api, _extra, baseFetch) {
        const userId = currentUserId(api.getState());
        if (userId === null) return { error: NOT_LOGGED_IN_ERROR };
        const fetch: Fetch = baseFetch;
        const removed = await deleteLine(fetch, userId, line.id);
        if (removed.error) return { error: removed.error };
        const stored = await storeLine(fetch, userId, line, Math.max(1, Math.floor(quantity)));
        if (stored.error) {
          await storeLine(fetch, userId, line, line.quantity);
          return { error: stored.error };
        }
        return { data: cartIn(stored.data, readStoredLanguage()) };
      },
      async onQueryStarted({ line, quantity }, { dispatch, getState, queryFulfilled }) {
        const userId = currentUserId(getState());
        if (userId === null) return;
        const key = lineKey(line);
        const patch = dispatch(
          cartApi.util.updateQueryData('getCart', userId, (cart) =>
            recount(
              cart.items.map((item) => (lineKey(item) === key ? { ...item, quantity } : item)),
            ),
          ),
        );
        await settle(
          queryFulfilled,
          patch,
          (cart) => {
            if (!cart) dispatch(baseApi.util.invalidateTags([CART_LIST]));
            // The re-added line comes last from the server; on the page it stays where it was.
            else {
              dispatch(
                cartApi.util.updateQueryData('getCart', userId, (shown) => inOrderOf(shown, cart)),
              );
            }
          },
          () => dispatch(baseApi.util.invalidateTags([CART_LIST])),
        );
      },
    }),
    /** DELETE /cart/delete/{itemId} with body user_id; removed from the cached cart at once. */
    removeCartItem: build.mutation<Cart | null, RemoveCartItemArg>({
      async queryFn({ itemId, goneIsRemoved = false }, api, _extra, baseFetch) {
        const userId = currentUserId(api.getState());
        if (userId === null) return { error: NOT_LOGGED_IN_ERROR };
        const answer = await deleteLine(baseFetch, userId, itemId);
        if (answer.error) {
          if (goneIsRemoved && answer.error.status === 404) return { data: null };
          return { error: answer.error };
        }
        return { data: cartIn(answer.data, readStoredLanguage()) };
      },
      async onQueryStarted({ itemId }, { dispatch, getState, queryFulfilled }) {
        const userId = currentUserId(getState());
        if (userId === null) return;
        const patch = dispatch(
          cartApi.util.updateQueryData('getCart', userId, (cart) =>
            recount(cart.items.filter((item) => item.id !== itemId)),
          ),
        );
        await settle(
          queryFulfilled,
          patch,
          (cart) => {
            if (cart) dispatch(cartApi.util.updateQueryData('getCart', userId, () => cart));
          },
          () => dispatch(baseApi.util.invalidateTags([CART_LIST])),
        );
      },
    }),
  }),
});

/** `cart` with its lines in the order `shown` has them (lines `shown` lacks go last). */
function inOrderOf(shown: Cart, cart: Cart): Cart {
  const position = new Map(shown.items.map((item, index) => [lineKey(item), index]));
  const at = (item: CartItem) => position.get(lineKey(item)) ?? Number.MAX_SAFE_INTEGER;
  return { ...cart, items: [...cart.items].sort((a, b) => at(a) - at(b)) };
}

/**
 * After an optimistic patch: the server's answer on success; on failure the patch undone and
 * `onFailure` (a refetch: a failed change is reverted by refetching).
 */
async function settle<T>(
  fulfilled: Promise<{ data: T }>,
  patch: { undo: () => void },
  onSuccess: (data: T) => void,
  onFailure: () => void,
): Promise<void> {
  try {
    const { data } = await fulfilled;
    onSuccess(data);
  } catch {
    patch.undo();
    onFailure();
  }
}

export const {
  useGetCartQuery,
  useAddToCartMutation,
  useChangeCartQuantityMutation,
  useRemoveCartItemMutation,
} = cartApi;
