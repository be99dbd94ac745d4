// The storefront's API calls during a server render, answered by the app in-process, and how a
// render's work stops once its page is answered.
import type { FastifyInstance } from 'fastify';

export function abortError(): Error {
  const error = new Error('the render was stopped');
  error.name = 'AbortError';
  return error;
}

/** Settles as `work` does, or rejects with an AbortError as soon as `signal` is aborted. */
export function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(abortError());
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(abortError());
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * The storefront's API calls of one render, answered by the app itself (no socket, no network).
 * Once `signal` is aborted (the page was answered) every call is refused before it reaches the
 * app, and a call still running is given up (its answer is no longer read).
 */
export function inProcessFetch(app: FastifyInstance, signal: AbortSignal): typeof fetch {
  return async (input, init) => {
    if (signal.aborted) throw abortError();
    const request = new Request(input, init);
    const url = new URL(request.url);
    const payload =
      request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text();
    if (signal.aborted) throw abortError();
    const answer = await untilAborted(
      app.inject({
        method: request.method as 'GET',
        url: url.pathname + url.search,
        // What fetchBaseQuery sets; nothing of the visitor's request is passed on.
        headers: {
          accept: request.headers.get('accept') ?? 'application/json',
          'accept-language': request.headers.get('accept-language') ?? 'ar',
        },
        payload,
      }),
      signal,
    );
    const body = answer.statusCode === 204 || answer.statusCode === 304 ? null : answer.rawPayload;
    return new Response(body === null ? null : new Uint8Array(body), {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}
