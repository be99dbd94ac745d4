// Account area (SPEC §7): login, register, password reset, profile, addresses, orders, favourites,
// and CONTRACT's POST /logout; the other endpoints arrive with the auth and account issues.
import { baseApi } from './baseApi';

export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * CONTRACT "The API": POST /logout revokes the bearer token. The caller clears the stored
     * session (loggedOut) whatever the answer: a shopper who asked to leave is logged out here.
     */
    logout: build.mutation<void, void>({
      query: () => ({ url: '/logout', method: 'POST', body: {} }),
      transformResponse: () => undefined,
    }),
  }),
});

export const { useLogoutMutation } = accountApi;
