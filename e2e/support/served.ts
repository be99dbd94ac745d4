// What the back office saves reaches shoppers: the journeys wait for the change to be served.
// How soon (within 5 s: no cache lives longer) is proven by the server's tests on a clock they
// move, not here on a wall clock that a busy machine stretches.
import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Polls the server-rendered HTML of the page at `path`, asked for as a first visit; `pick` takes
 * the part to check (all of it by default). Asking for the HTML rather than loading the whole page
 * in a browser keeps the wait about the server.
 *
 *   await served(shopper.request, '/about').toContain(sentence);
 */
export function served(
  request: APIRequestContext,
  path: string,
  pick: (html: string) => string = (html) => html,
) {
  return expect.poll(async () => pick(await (await request.get(path)).text()), {
    intervals: [200],
  });
}
