// Favourites (GET /all-user-fav-products, POST /user-add-fav). The list
// is the one source of "is this a favourite?" once loaded (entities/product/selectors.ts
// selectIsFavourite); it is loaded only for a logged-in user, keyed by the user's id, and
// the Favourites tag is invalidated on every login change (app/listeners.ts).
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { Product } from '../entities/product/model';
import { favouriteChanged, productsReceived } from '../entities/product/productsSlice';
import { readStoredLanguage } from '../shared/lib/language';
import { baseApi } from './baseApi';
import { currentUserId, NOT_LOGGED_IN_ERROR } from './cartApi';
import { toFavouritesPage, toFavouriteToggle, type FavouriteToggle } from './transforms/favourites';
import { InvalidResponseError } from './transforms/shape';

/** The server's largest page (src/shared/wire/cart.ts favouritesQuery), so few calls load all. */
const FAVOURITES_PER_PAGE = 50;
/** A server that never reports a last page cannot make the loop run forever. */
const MAX_FAVOURITE_PAGES = 100;

const FAVOURITES_LIST = { type: 'Favourites', id: 'LIST' } as const;

function invalid(error: unknown): FetchBaseQueryError {
  if (!(error instanceof InvalidResponseError)) throw error;
  return { status: 'CUSTOM_ERROR', error: error.message };
}

export const favouritesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Every page of the user's favourites, as product ids (numbers). Products that came
     * whole go to the products slice, so the favourites screen can show cards by id.
     */
    getFavourites: build.query<number[], number>({
      async queryFn(userId, api, _extra, fetch) {
        const lang = readStoredLanguage();
        const ids: number[] = [];
        const products: Product[] = [];
        for (let page = 1; page <= MAX_FAVOURITE_PAGES; page += 1) {
          const answer = await fetch({
            url: '/all-user-fav-products',
            params: { lang, user_id: userId, page, per_page: FAVOURITES_PER_PAGE },
          });
          if (answer.error) return { error: answer.error };
          let read;
          try {
            read = toFavouritesPage(answer.data, lang);
          } catch (error) {
            return { error: invalid(error) };
          }
          for (const id of read.ids) if (!ids.includes(id)) ids.push(id);
          products.push(...read.products);
          if (read.currentPage >= read.lastPage || read.ids.length === 0) break;
        }
        if (products.length > 0) api.dispatch(productsReceived(products));
        return { data: ids };
      },
      providesTags: [FAVOURITES_LIST],
    }),
    /**
     * A favourite toggle adds or removes per the server's answer. Nothing changes before
     * the server has answered (the heart shows a spinner meanwhile); then the list and the product
     * take the server's isAdded. A failed call changes nothing.
     */
    toggleFavourite: build.mutation<FavouriteToggle, number>({
      async queryFn(productId, api, _extra, fetch) {
        const userId = currentUserId(api.getState());
        if (userId === null) return { error: NOT_LOGGED_IN_ERROR };
        const answer = await fetch({
          url: '/user-add-fav',
          method: 'POST',
          params: { lang: readStoredLanguage() },
          body: { user_id: userId, product_id: productId },
        });
        if (answer.error) return { error: answer.error };
        return { data: toFavouriteToggle(answer.data) };
      },
      async onQueryStarted(productId, { dispatch, getState, queryFulfilled }) {
        const userId = currentUserId(getState());
        if (userId === null) return;
        let isAdded: boolean;
        try {
          ({ isAdded } = (await queryFulfilled).data);
        } catch {
          return;
        }
        dispatch(favouriteChanged({ id: productId, isFavourite: isAdded }));
        // A list still loading was asked for before this toggle: its answer will not hold it, so
        // it is asked for again once it has come (patching it now would be overwritten).
        const list = favouritesApi.endpoints.getFavourites.select(userId)(getState());
        if (list.isLoading || list.isUninitialized) {
          dispatch(favouritesApi.util.invalidateTags([FAVOURITES_LIST]));
          return;
        }
        dispatch(
          favouritesApi.util.updateQueryData('getFavourites', userId, (ids) => {
            const without = ids.filter((id) => id !== productId);
            // Most recently added first, as the server lists them.
            return isAdded ? [productId, ...without] : without;
          }),
        );
      },
    }),
  }),
});

export const { useGetFavouritesQuery, useToggleFavouriteMutation } = favouritesApi;

const idSets = new WeakMap<readonly number[], ReadonlySet<number>>();

/**
 * The logged-in user's favourite ids as a set, or null while the list has not loaded (or failed).
 * One set per loaded list, so many cards can ask cheaply.
 */
export function selectFavouriteIds(state: unknown): ReadonlySet<number> | null {
  const userId = currentUserId(state);
  if (userId === null) return null;
  const { data } = favouritesApi.endpoints.getFavourites.select(userId)(
    state as Parameters<ReturnType<typeof favouritesApi.endpoints.getFavourites.select>>[0],
  );
  if (!data) return null;
  let set = idSets.get(data);
  if (!set) {
    set = new Set(data);
    idSets.set(data, set);
  }
  return set;
}
