// Account area: profile, personal info, password change, account deletion, and the documented
// POST /logout. Every profile call acts for the logged-in user: `user_id` comes from the stored
// user (without one the call fails with 'user not logged in').
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { userUpdated } from '../entities/session/authSlice';
import { baseApi } from './baseApi';
import { currentUserId, NOT_LOGGED_IN_ERROR } from './cartApi';
import { asLoose, isRecord, toText } from './transforms/shape';
import { toUser, type User } from './transforms/user';

/** POST /profile/change-personal-info as the profile form sends it (its published names). */
export interface PersonalInfoInput {
  first_name: string;
  last_name: string;
  phone_number: string;
  email: string;
  /** Sent only when the e-mail or phone changes: the server checks it. */
  current_password?: string;
}

export interface AccountMessage {
  /** The server's translated message, when it sent one. */
  message: string | null;
}

export interface PersonalInfoSaved extends AccountMessage {
  /** The user as the server answered it (null when the host sent none). */
  user: User | null;
}

const messageOf = (data: unknown) => (isRecord(data) ? toText(data.message) : null);

/** A `{ data: user }` answer's user, or null when it has none we can read. */
function userOf(data: unknown): User | null {
  const user = isRecord(data) ? data.data : null;
  if (!isRecord(user) || typeof user.id !== 'number') return null;
  if (typeof user.first_name !== 'string' || typeof user.email !== 'string') return null;
  if (typeof user.phone_number !== 'string') return null;
  return toUser(user as Parameters<typeof toUser>[0]);
}

/** The editable part of a user, for the stored session (updated after edits). */
const editable = ({ id: _id, ...rest }: User) => rest;

/** delete-account succeeds only when the answer's status is 'success'. */
const DELETE_FAILED: FetchBaseQueryError = { status: 'CUSTOM_ERROR', error: 'delete account' };

export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /logout revokes the bearer token (documented for API clients). The caller clears the
     * stored session (loggedOut) whatever the answer: a shopper who asked to leave is logged out
     * here.
     */
    logout: build.mutation<void, void>({
      query: () => ({ url: '/logout', method: 'POST', body: {} }),
      transformResponse: () => undefined,
    }),
    /** GET /profile/userInfo for `userId`; the stored user follows what the server knows. */
    getProfile: build.query<User, number>({
      async queryFn(userId, _api, _extra, fetch) {
        const answer = await fetch({ url: '/profile/userInfo', params: { user_id: userId } });
        if (answer.error) return { error: answer.error };
        const user = userOf(answer.data);
        if (!user) return { error: { status: 'CUSTOM_ERROR', error: 'invalid response format' } };
        return { data: user };
      },
      async onQueryStarted(userId, { dispatch, getState, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          if (currentUserId(getState()) === userId) dispatch(userUpdated(editable(data)));
        } catch {
          // The stored user stays as it was; the form still shows it.
        }
      },
      providesTags: [{ type: 'Profile', id: 'ME' }],
    }),
    /** POST /profile/change-personal-info; on success the stored user is updated (userUpdated). */
    updatePersonalInfo: build.mutation<PersonalInfoSaved, PersonalInfoInput>({
      async queryFn(input, api, _extra, fetch) {
        const userId = currentUserId(api.getState());
        if (userId === null) return { error: NOT_LOGGED_IN_ERROR };
        const answer = await fetch({
          url: '/profile/change-personal-info',
          method: 'POST',
          body: { user_id: userId, ...input },
        });
        if (answer.error) return { error: answer.error };
        return { data: { user: userOf(answer.data), message: messageOf(answer.data) } };
      },
      async onQueryStarted(input, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            userUpdated(
              data.user
                ? editable(data.user)
                : {
                    firstName: input.first_name,
                    familyName: input.last_name,
                    phoneNumber: input.phone_number,
                    email: input.email,
                  },
            ),
          );
        } catch {
          // Nothing changed on the server; the form shows why.
        }
      },
      invalidatesTags: [{ type: 'Profile', id: 'ME' }],
    }),
    /**
     * POST /profile/change-password (at least 8, equal to the confirmation); current_password is
     * required of staff and owner accounts, checked when sent for a customer's.
     */
    changePassword: build.mutation<
      AccountMessage,
      { password: string; password_confirmation: string; current_password?: string }
    >({
      async queryFn(input, api, _extra, fetch) {
        const userId = currentUserId(api.getState());
        if (userId === null) return { error: NOT_LOGGED_IN_ERROR };
        const answer = await fetch({
          url: '/profile/change-password',
          method: 'POST',
          body: { user_id: userId, ...input },
        });
        if (answer.error) return { error: answer.error };
        return { data: { message: messageOf(answer.data) } };
      },
    }),
    /** POST /profile/delete-account: done only when the answer's status is 'success'. */
    deleteAccount: build.mutation<AccountMessage, void>({
      async queryFn(_arg, api, _extra, fetch) {
        const userId = currentUserId(api.getState());
        if (userId === null) return { error: NOT_LOGGED_IN_ERROR };
        const answer = await fetch({
          url: '/profile/delete-account',
          method: 'POST',
          body: { user_id: userId },
        });
        if (answer.error) return { error: answer.error };
        if (asLoose<{ status: unknown }>(answer.data)?.status !== 'success') {
          return { error: DELETE_FAILED };
        }
        return { data: { message: messageOf(answer.data) } };
      },
    }),
  }),
});

export const {
  useLogoutMutation,
  useGetProfileQuery,
  useUpdatePersonalInfoMutation,
  useChangePasswordMutation,
  useDeleteAccountMutation,
} = accountApi;
