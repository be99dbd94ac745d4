// Cross-slice reactions. The 401 → loggedOut wiring itself lives in api/baseQuery.ts.
import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { baseApi, userScopedTags } from '../api/baseApi';
import { listenForRevalidation } from '../api/revalidation';
import { loggedIn, loggedOut } from '../entities/session/authSlice';

/** One listener middleware per store (makeStore), so tests never share listeners. */
export function createAppListenerMiddleware() {
  const listenerMiddleware = createListenerMiddleware();

  // The cart reloads when the login state changes: whatever belonged to the previous user
  // (cart, favourites, addresses, orders, profile) is refetched or dropped.
  listenerMiddleware.startListening({
    matcher: isAnyOf(loggedIn, loggedOut),
    effect: (_action, listenerApi) => {
      listenerApi.dispatch(baseApi.util.invalidateTags([...userScopedTags]));
    },
  });

  // A cached catalogue or content answer shown without asking the server is asked for again.
  listenForRevalidation(listenerMiddleware);

  return listenerMiddleware;
}
