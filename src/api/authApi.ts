// Sign-in calls: POST /login, POST /register, GET /get-cities, POST /forgot-password,
// POST /reset-password. A login or registration that succeeds opens the session (loggedIn), so
// every screen and the persisted `auth` slice follow at once. A login sends the
// device token this browser holds for that phone number, and the token a login or registration
// answers is kept: the server never locks this device out for failures from elsewhere.
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { loggedIn, selectDeviceToken } from '../entities/session/authSlice';
import { withDeviceToken } from '../shared/lib/deviceTokens';
import type {
  ForgotPasswordBody,
  LoginBody,
  MessageAnswer,
  ResetPasswordBody,
  RestoreIdentityBody,
  SessionAnswer,
} from '../shared/wire/account';
import { baseApi } from './baseApi';
import { loggedOut, selectSessionToken } from './session';
import { toCityList, type City } from './transforms/address';
import { asLoose, InvalidResponseError, isRecord, toText } from './transforms/shape';
import { toUser, type User } from './transforms/user';

export type { City };

/** POST /login payload (the login form's published names). */
export type LoginInput = Required<Pick<LoginBody, 'phone_number' | 'password'>>;

/** POST /register payload; the form's country is not sent (it is fixed to Egypt). */
export interface RegisterInput {
  first_name: string;
  family_name: string;
  email: string;
  phone_number: string;
  address: string;
  city_id: number;
  password: string;
  password_confirmation: string;
}

export type ForgotPasswordInput = Required<Pick<ForgotPasswordBody, 'email'>>;
export type ResetPasswordInput = Required<
  Pick<ResetPasswordBody, 'email' | 'code' | 'password' | 'password_confirmation'>
>;

export type RestoreIdentityInput = Required<Pick<RestoreIdentityBody, 'token'>>;

export interface SessionResult {
  token: string;
  user: User;
  /** The server's translated message (logged_in_success / registered_success), if sent. */
  message: string | null;
  /** This device's token for the account, to send with the next login of its phone number. */
  deviceToken: string | null;
}

export interface MessageResult {
  message: string | null;
}

function invalid(error: unknown): FetchBaseQueryError {
  if (!(error instanceof InvalidResponseError)) throw error;
  return { status: 'CUSTOM_ERROR', error: error.message };
}

/**
 * `{ status: 'success', token, user }`. A login answer without a success status shows the
 * server's message, or login_error without one: an answer without a session is an error that
 * keeps the server's body, so toErrorMessage shows its message.
 */
function toSession(data: unknown): SessionResult | FetchBaseQueryError {
  const answer = asLoose<SessionAnswer>(data);
  const token = toText(answer?.token);
  const status = answer?.status;
  if (!answer || !token || (status !== undefined && status !== 'success')) {
    return { status: 'CUSTOM_ERROR', error: 'no session in the answer', data };
  }
  if (!isRecord(answer.user)) throw new InvalidResponseError('user');
  const user = answer.user as Parameters<typeof toUser>[0];
  if (typeof user.id !== 'number' || typeof user.email !== 'string') {
    throw new InvalidResponseError('user');
  }
  return {
    token,
    user: toUser(user),
    message: toText(answer.message),
    deviceToken: toText(answer.device_token),
  };
}

const isSession = (value: SessionResult | FetchBaseQueryError): value is SessionResult =>
  'token' in value;

const messageOf = (data: unknown): MessageResult => ({
  message: toText(asLoose<MessageAnswer>(data)?.message),
});

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /login; on success the session is stored (loggedIn). */
    login: build.mutation<SessionResult, LoginInput>({
      async queryFn(input, api, _extra, fetch) {
        const deviceToken = selectDeviceToken(
          api.getState() as Parameters<typeof selectDeviceToken>[0],
          input.phone_number,
        );
        const body: LoginBody = withDeviceToken(input, deviceToken);
        const answer = await fetch({ url: '/login', method: 'POST', body });
        if (answer.error) return { error: answer.error };
        try {
          const session = toSession(answer.data);
          if (!isSession(session)) return { error: session };
          const { token, user } = session;
          api.dispatch(loggedIn({ token, user, deviceToken: session.deviceToken }));
          return { data: session };
        } catch (error) {
          return { error: invalid(error) };
        }
      },
    }),
    /** POST /register (201 with a session, or 422 `errors` per field). */
    register: build.mutation<SessionResult, RegisterInput>({
      async queryFn(body, api, _extra, fetch) {
        const answer = await fetch({ url: '/register', method: 'POST', body });
        if (answer.error) return { error: answer.error };
        try {
          const session = toSession(answer.data);
          if (!isSession(session)) return { error: session };
          const { token, user } = session;
          api.dispatch(loggedIn({ token, user, deviceToken: session.deviceToken }));
          return { data: session };
        } catch (error) {
          return { error: invalid(error) };
        }
      },
    }),
    /** GET /get-cities: names in the page language (Accept-Language; session-cached). */
    getCities: build.query<City[], void>({
      query: () => ({ url: '/get-cities' }),
      extraOptions: { sessionCache: true },
      transformResponse: (data: unknown) => toCityList(data),
    }),
    /** POST /forgot-password: 404 means no account has that e-mail. */
    forgotPassword: build.mutation<MessageResult, ForgotPasswordInput>({
      query: (body) => ({ url: '/forgot-password', method: 'POST', body }),
      transformResponse: messageOf,
    }),
    /** POST /reset-password: the server's message, or its `errors`. */
    resetPassword: build.mutation<MessageResult, ResetPasswordInput>({
      query: (body) => ({ url: '/reset-password', method: 'POST', body }),
      transformResponse: messageOf,
    }),
    /**
     * POST /restore-identity with the token of the link mailed after an e-mail or phone change.
     * The server then ends every session of the account, this browser's too: a stored session is
     * cleared at once (loggedOut) rather than by the next call's 401.
     */
    restoreIdentity: build.mutation<MessageResult, RestoreIdentityInput>({
      async queryFn(body, api, _extra, fetch) {
        const answer = await fetch({ url: '/restore-identity', method: 'POST', body });
        if (answer.error) return { error: answer.error };
        if (selectSessionToken(api.getState()) !== null) api.dispatch(loggedOut());
        return { data: messageOf(answer.data) };
      },
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useGetCitiesQuery,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useRestoreIdentityMutation,
} = authApi;
