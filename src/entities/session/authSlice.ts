// The login session is an entity: the header, product cards, cart and account screens all read it.
// Persisted under local storage `persist:auth`, a key others rely on.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PersistConfig } from 'redux-persist';
import { loggedOut } from '../../api/session';
import { isUser, type User } from '../../api/transforms/user';
import { deviceTokenFor, readDeviceTokens, type DeviceTokens } from '../../shared/lib/deviceTokens';
import { readPersistedState } from '../../shared/lib/persistedState';
import type { createPersistStorage } from '../../shared/lib/storage';
import { STORAGE_KEYS } from '../../shared/rules/constants';

export type { DeviceTokens };

export interface AuthState {
  token: string | null;
  user: User | null;
  isAuthenticated: boolean;
  /**
   * The device tokens logins and registrations answered, sent back with the next login of that
   * phone number: the server never locks this browser out for failures from elsewhere. Kept across
   * sign-outs (logout, a 401); an account's token goes when the account is deleted.
   */
  deviceTokens: DeviceTokens;
}

export const initialAuthState: AuthState = {
  token: null,
  user: null,
  isAuthenticated: false,
  deviceTokens: {},
};

/** Signed out, the device tokens kept. */
const signedOut = (deviceTokens: DeviceTokens): AuthState => ({
  ...initialAuthState,
  deviceTokens,
});

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    loggedIn(
      state,
      action: PayloadAction<{ token: string; user: User; deviceToken?: string | null }>,
    ) {
      const { token, user, deviceToken } = action.payload;
      const deviceTokens = { ...state.deviceTokens };
      if (deviceToken) deviceTokens[user.phoneNumber] = deviceToken;
      return { token, user, isAuthenticated: true, deviceTokens };
    },
    /** The stored user may be updated locally after profile edits. */
    userUpdated(state, action: PayloadAction<Partial<Omit<User, 'id'>>>) {
      if (!state.user) return;
      // A new phone number logs in with the same device token.
      const before = state.user.phoneNumber;
      const after = action.payload.phoneNumber;
      const deviceToken = state.deviceTokens[before];
      if (after !== undefined && after !== before && deviceToken) {
        delete state.deviceTokens[before];
        state.deviceTokens[after] = deviceToken;
      }
      Object.assign(state.user, action.payload);
    },
    /** The account holding this phone number was deleted: its device token goes with it. */
    deviceForgotten(state, action: PayloadAction<string>) {
      delete state.deviceTokens[action.payload];
    },
  },
  extraReducers: (builder) => {
    // Defined in the API layer so a 401 in baseQuery can dispatch it (imports go shared → api →
    // features).
    builder.addCase(loggedOut, (state) => signedOut(state.deviceTokens));
  },
});

export const { loggedIn, userUpdated, deviceForgotten } = authSlice.actions;
export { loggedOut };
export const authReducer = authSlice.reducer;

/**
 * What we accept back from storage: a token together with a readable user, or nothing at all.
 * A token whose user is missing or damaged clears the session; the device tokens
 * are kept either way.
 */
export function reconcileStoredAuth(inbound: unknown): AuthState {
  if (typeof inbound !== 'object' || inbound === null) return initialAuthState;
  const { token, user, deviceTokens } = inbound as Record<string, unknown>;
  const devices = readDeviceTokens(deviceTokens);
  if (typeof token !== 'string' || token === '' || !isUser(user)) return signedOut(devices);
  return { token, user, isAuthenticated: true, deviceTokens: devices };
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
/** The device token to send with a login of `phoneNumber`, if this browser has one. */
export const selectDeviceToken = (state: WithAuth, phoneNumber: string): string | null =>
  deviceTokenFor(state.auth.deviceTokens, phoneNumber);
