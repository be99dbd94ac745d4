// The back office's one base query: the staff member's bearer token, Accept-Language of the page
// (the path decides it: /admin Arabic, /en/admin English); a 401 on any call signs out. Bodies are
// JSON unless they are a file upload: fetchBaseQuery marks a plain object body as JSON itself and
// leaves a FormData body to the browser, whose Content-Type carries the multipart boundary.
import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query';
import { resolveApiBaseUrl } from '../../api/config';
import type { Language } from '../../shared/rules/constants';
import { selectAdminToken, signedOut, type AdminAuthState } from './session';

/** The admin store's thunk extra argument. */
export interface AdminThunkExtra {
  language: Language;
}

const raw = fetchBaseQuery({
  baseUrl: '',
  // No Content-Type here: fetchBaseQuery sets JSON's for a JSON body and none for a body-less
  // call (the server refuses a JSON Content-Type with an empty body: a DELETE would answer 400).
  prepareHeaders: (headers, { getState, extra }) => {
    headers.set('Accept', 'application/json');
    headers.set('Accept-Language', (extra as AdminThunkExtra | undefined)?.language ?? 'ar');
    const token = selectAdminToken(getState() as { adminAuth: AdminAuthState });
    // A call may bring its own token (the sign-in's /me before the session is kept).
    if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

export const adminBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const request: FetchArgs = typeof args === 'string' ? { url: args } : { ...args };
  request.url = `${resolveApiBaseUrl()}${request.url}`;
  const result = await raw(request, api, extraOptions);
  if (result.error?.status === 401) api.dispatch(signedOut());
  return result;
};
