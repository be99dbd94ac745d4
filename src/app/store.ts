// The only store factory: the app calls it once at boot, tests once per test.
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
  persistReducer,
  persistStore,
  type Persistor,
} from 'redux-persist';
import { baseApi } from '../api/baseApi';
import type { ApiThunkExtra } from '../api/baseQuery';
import {
  categoryProductMapReducer,
  type CategoryProductMapState,
} from '../entities/categoryProductMapSlice';
import { productsReducer, type ProductsState } from '../entities/product/productsSlice';
import { authPersistConfig, authReducer, type AuthState } from '../entities/session/authSlice';
import { createPersistStorage } from '../shared/lib/storage';
import { STORAGE_KEYS } from '../shared/rules/constants';
import { createAppListenerMiddleware } from './listeners';

function createRootReducer() {
  // persistReducer keeps per-instance state (its persistoid), so it is built per store.
  const localStorageEngine = createPersistStorage('local');
  return combineReducers({
    // Never persisted: RTK Query's cache lives in memory; the 30-minute cache is baseQuery's.
    [baseApi.reducerPath]: baseApi.reducer,
    auth: persistReducer(authPersistConfig(localStorageEngine), authReducer),
    categoryProductMap: persistReducer(
      { key: STORAGE_KEYS.categoryProductMap, storage: localStorageEngine, version: 1 },
      categoryProductMapReducer,
    ),
    // The one home of product objects; query cache entries hold their ids.
    products: productsReducer,
  });
}

type RootReducer = ReturnType<typeof createRootReducer>;
export type RootState = ReturnType<RootReducer>;

/**
 * Plain slice states (no `_persist` bookkeeping), e.g. a logged-in session for a test, or the API
 * cache and products a server render filled (app/serverState.ts).
 */
export interface PreloadedAppState {
  auth?: AuthState;
  categoryProductMap?: CategoryProductMapState;
  [baseApi.reducerPath]?: ReturnType<typeof baseApi.reducer>;
  products?: ProductsState;
}

/**
 * `api`: how this store reaches the API when it is not the page's own fetch (a server render
 * answers the calls in-process; api/baseQuery.ts).
 */
export function makeStore(preloadedState?: PreloadedAppState, api: ApiThunkExtra = {}) {
  const listenerMiddleware = createAppListenerMiddleware();
  return configureStore({
    reducer: createRootReducer(),
    // Persisted slices accept state without `_persist`; redux-persist adds it on PERSIST.
    preloadedState: preloadedState as Partial<RootState> | undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: api },
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(listenerMiddleware.middleware)
        .concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

/** Starts rehydration from local storage; PersistGate waits for it. */
export function makePersistor(store: AppStore): Persistor {
  return persistStore(store);
}
