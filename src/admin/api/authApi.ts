// Sign-in: POST /login with the storefront's fields, then GET
// /admin/me with the new token. Only a staff or owner account is kept; a shopper's token (403 from
// /me) is dropped at once and the session stays empty. Every login sends the device token this
// browser holds for the phone number and keeps the one answered (adminDeviceTokens.ts).
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { withDeviceToken } from '../../shared/lib/deviceTokens';
import type { AdminMeAnswer } from '../../shared/wire/staff';
import { adminApi } from './adminApi';
import { adminDeviceToken, keepAdminDeviceToken } from './adminDeviceTokens';
import { signedIn, signedOut, type StaffMember } from './session';

export interface SignInInput {
  phone_number: string;
  password: string;
}

interface LoginAnswer {
  token?: unknown;
  device_token?: unknown;
  user?: { phone_number?: unknown };
}

type MeAnswer = Partial<AdminMeAnswer>;

/** A sign-in refused because the account is a shopper's (403 from /admin/me). */
export const NOT_STAFF = 'not_staff';

export const adminAuthApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    signIn: build.mutation<StaffMember, SignInInput>({
      async queryFn(body, { dispatch }, _extra, fetch) {
        const sent = withDeviceToken(body, adminDeviceToken(body.phone_number));
        const login = await fetch({ url: '/login', method: 'POST', body: sent });
        if (login.error) return { error: login.error };
        const answer = login.data as LoginAnswer | undefined;
        // The password was right: this browser is the account holder's, whatever /me says next.
        const phone = answer?.user?.phone_number;
        keepAdminDeviceToken(
          typeof phone === 'string' ? phone : body.phone_number,
          typeof answer?.device_token === 'string' ? answer.device_token : null,
        );
        const token = answer?.token;
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
