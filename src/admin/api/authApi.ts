// Sign-in: POST /login with the storefront's fields, then GET
// /admin/me with the new token. Only a staff or owner account is kept; a shopper's token (403 from
// /me) is dropped at once and the session stays empty.
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { AdminMeAnswer } from '../../shared/wire/staff';
import { adminApi } from './adminApi';
import { signedIn, signedOut, type StaffMember } from './session';

export interface SignInInput {
  phone_number: string;
  password: string;
}

interface LoginAnswer {
  token?: unknown;
}

type MeAnswer = Partial<AdminMeAnswer>;

/** A sign-in refused because the account is a shopper's (403 from /admin/me). */
export const NOT_STAFF = 'not_staff';

export const adminAuthApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    signIn: build.mutation<StaffMember, SignInInput>({
      async queryFn(body, { dispatch }, _extra, fetch) {
        const login = await fetch({ url: '/login', method: 'POST', body });
        if (login.error) return { error: login.error };
        const token = (login.data as LoginAnswer | undefined)?.token;
        if (typeof token !== 'string' || token === '') {
          return { error: { status: 'CUSTOM_ERROR', error: 'no token' } as FetchBaseQueryError };
        }
        const me = await fetch({
          url: '/admin/me',
          headers: { Authorization: `Bearer ${token}` },
        });
        if (me.error) {
          // The token is never stored: nothing to clear but a session this page may still hold.
          dispatch(signedOut());
          if (me.error.status === 403) {
            return { error: { status: 'CUSTOM_ERROR', error: NOT_STAFF } as FetchBaseQueryError };
          }
          return { error: me.error };
        }
        const user = (me.data as MeAnswer | undefined)?.data;
        if (!user || (user.role !== 'staff' && user.role !== 'owner')) {
          dispatch(signedOut());
          return { error: { status: 'CUSTOM_ERROR', error: NOT_STAFF } as FetchBaseQueryError };
        }
        dispatch(signedIn({ token, user }));
        return { data: user };
      },
    }),
  }),
});

export const { useSignInMutation } = adminAuthApi;
