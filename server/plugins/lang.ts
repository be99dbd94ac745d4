import type { FastifyRequest } from 'fastify';
import { globalPlugin } from '../lib/globalPlugin';
import { memoByString } from '../lib/memo';
import {
  createTranslator,
  isLang,
  pickLanguage,
  type Lang,
  type TranslateVars,
  type Translator,
} from '../lib/i18n';

declare module 'fastify' {
  interface FastifyRequest {
    /** 'ar' (default) or 'en': a `lang` query parameter, else Accept-Language. */
    lang: Lang;
    /** Translates a key of src/i18n/locales/<lang>.json, with `{{name}}` variables. */
    t(key: string, vars?: TranslateVars): string;
  }
}

const headerLanguage = memoByString(pickLanguage);

export function requestLanguage(request: FastifyRequest): Lang {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query && typeof query === 'object' ? query.lang : undefined;
  if (isLang(fromQuery)) return fromQuery;
  const header = request.headers['accept-language'];
  return header ? headerLanguage(header) : 'ar';
}

export const langPlugin = globalPlugin<{ translator?: Translator }>(
  'zujaj-lang',
  async (app, options) => {
    const translator = options.translator ?? createTranslator();
    app.decorateRequest('lang', 'ar');
    app.decorateRequest('t', function (this: FastifyRequest, key: string, vars?: TranslateVars) {
      return translator.translate(this.lang, key, vars);
    });
    // A callback hook: every request passes here, and an async one costs a promise each.
    app.addHook('onRequest', (request, _reply, done) => {
      request.lang = requestLanguage(request);
      done();
    });
  },
);
