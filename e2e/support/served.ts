// What the back office saves reaches shoppers within 5 s: the server's caches live no longer.
import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Polls for 5 s the server-rendered HTML of the page at `path`, asked for as a first visit; `pick`
 * takes the part to check (all of it by default). Asking for the HTML rather than loading the whole
 * page in a browser keeps the count about the server: a busy machine took seconds to load each
 * page and ran out of the 5 s while polling.
 *
 *   await servedWithin5s(shopper.request, '/about').toContain(sentence);
 */
export function servedWithin5s(
  request: APIRequestContext,
  path: string,
  pick: (html: string) => string = (html) => html,
) {
  return expect.poll(async () => pick(await (await request.get(path)).text()), {
    timeout: 5_000,
    intervals: [200],
  });
}
