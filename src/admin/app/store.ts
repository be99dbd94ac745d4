// The back office's store: its own API cache and the admin session, nothing of the storefront's.
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { adminApi } from '../api/adminApi';
import { readAdminAuth, writeAdminAuth } from '../api/adminAuthStorage';
import type { AdminThunkExtra } from '../api/baseQuery';
import { adminAuthReducer, type AdminAuthState } from '../api/session';

const rootReducer = combineReducers({
  [adminApi.reducerPath]: adminApi.reducer,
  adminAuth: adminAuthReducer,
});

export type AdminState = ReturnType<typeof rootReducer>;

export interface AdminStoreOptions {
  language: AdminThunkExtra['language'];
  /** Default: the session kept in local storage. */
  adminAuth?: AdminAuthState;
}

export function makeAdminStore({ language, adminAuth = readAdminAuth() }: AdminStoreOptions) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: adminAuth ? { adminAuth } : undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: { language } satisfies AdminThunkExtra },
      }).concat(adminApi.middleware),
  });
  // Keep local storage in step with the session; a sign-out also forgets every cached answer.
  let previous = store.getState().adminAuth;
  store.subscribe(() => {
    const current = store.getState().adminAuth;
    if (current === previous) return;
    const endedSession = previous.token !== null && current.token === null;
    previous = current;
    writeAdminAuth(current);
    if (endedSession) store.dispatch(adminApi.util.resetApiState());
  });
  return store;
}

export type AdminStore = ReturnType<typeof makeAdminStore>;
export type AdminDispatch = AdminStore['dispatch'];
