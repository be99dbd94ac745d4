// The queryFn of a GET in the page language (data calls take `lang` besides
// Accept-Language; both come from the stored language, never from the caller): `read` turns the
// answer into the domain, `keep` decides what the cache entry holds (and may hand parts to other
// slices). An answer `read` cannot read is an error, like a failed request.
import type { BaseQueryApi, FetchArgs } from '@reduxjs/toolkit/query';
import type { Language } from '../shared/rules/constants';
import { requestLanguage, type AppBaseQuery } from './baseQuery';
import { InvalidResponseError } from './transforms/shape';

export interface LanguageReadRequest {
  url: string;
  params?: Record<string, string | number | undefined>;
}

export function languageRead<Arg, Parsed, Result>(
  request: (arg: Arg) => LanguageReadRequest,
  read: (raw: unknown, lang: Language) => Parsed,
  keep: (parsed: Parsed, api: BaseQueryApi) => Result,
) {
  return async (
    arg: Arg,
    api: BaseQueryApi,
    _extraOptions: unknown,
    fetch: (args: FetchArgs) => ReturnType<AppBaseQuery>,
  ) => {
    const lang = requestLanguage(api.extra);
    const { url, params } = request(arg);
    const answer = await fetch({ url, params: { lang, ...params } });
    if (answer.error) return { error: answer.error };
    let parsed: Parsed;
    try {
      parsed = read(answer.data, lang);
    } catch (error) {
      if (!(error instanceof InvalidResponseError)) throw error;
      return { error: { status: 'CUSTOM_ERROR' as const, error: error.message } };
    }
    return { data: keep(parsed, api), meta: answer.meta };
  };
}
