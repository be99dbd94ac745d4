// The login session is an entity: the header, product cards, cart and account screens all read it.
// Login session (SPEC §4 Auth). Persisted under local storage `persist:auth` (CONTRACT).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PersistConfig } from 'redux-persist';
import { loggedOut } from '../../api/session';
import { isUser, type User } from '../../api/transforms/user';
import { readPersistedState } from '../../shared/lib/persistedState';
import type { createPersistStorage } from '../../shared/lib/storage';
import { STORAGE_KEYS } from '../../shared/rules/constants';

export interface AuthState {
  token: string | null;
  user: User | null;
  isAuthenticated: boolean;
}

export const initialAuthState: AuthState = { token: null, user: null, isAuthenticated: false };

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    loggedIn(_state, action: PayloadAction<{ token: string; user: User }>) {
      return { token: action.payload.token, user: action.payload.user, isAuthenticated: true };
    },
    /** SPEC §4 Auth: "The stored user may be updated locally after profile edits." */
    userUpdated(state, action: PayloadAction<Partial<Omit<User, 'id'>>>) {
      if (state.user) Object.assign(state.user, action.payload);
    },
  },
  extraReducers: (builder) => {
    // Defined in the API layer so a 401 in baseQuery can dispatch it (STYLE §1 import direction).
    builder.addCase(loggedOut, () => initialAuthState);
  },
});

export const { loggedIn, userUpdated } = authSlice.actions;
export { loggedOut };
export const authReducer = authSlice.reducer;

/**
 * What we accept back from storage: a token together with a readable user, or nothing at all.
 * A token whose user is missing or damaged clears the session (SPEC §4 Auth).
 */
export function reconcileStoredAuth(inbound: unknown): AuthState {
  if (typeof inbound !== 'object' || inbound === null) return initialAuthState;
  const { token, user } = inbound as Record<string, unknown>;
  if (typeof token !== 'string' || token === '' || !isUser(user)) return initialAuthState;
  return { token, user, isAuthenticated: true };
}

export function authPersistConfig(
  storage: ReturnType<typeof createPersistStorage>,
): PersistConfig<AuthState> {
  return {
    key: STORAGE_KEYS.auth,
    storage,
    version: 1,
    getStoredState: readPersistedState,
    // Whatever is stored replaces the (logged-out) initial state only if it is a whole session.
    stateReconciler: (inbound) => reconcileStoredAuth(inbound),
  };
}

type WithAuth = { auth: AuthState };
export const selectIsAuthenticated = (state: WithAuth) => state.auth.isAuthenticated;
export const selectCurrentUser = (state: WithAuth) => state.auth.user;
export const selectToken = (state: WithAuth) => state.auth.token;
