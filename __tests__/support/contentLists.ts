// Back-office component tests of the owner's ordered lists: a stand-in for their calls
// (/admin/{list}: GET, POST, PATCH, DELETE, PUT /order) keeping what each call was sent, and the
// English texts of a list's rows in order.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from './msw';

export type Entry = { id: number; sort: number } & Record<string, unknown>;
export type Sent = { method: string; path: string; body: unknown };

/** A small stand-in for one list's five calls, keeping what each call was sent. */
export function listServer<E extends Entry>(list: string, start: E[], make: (body: Entry) => E) {
  let entries = [...start];
  const sent: Sent[] = [];
  const record = async (request: Request) => {
    const body =
      request.method === 'GET' || request.method === 'DELETE' ? undefined : await request.json();
    sent.push({
      method: request.method,
      path: new URL(request.url).pathname.replace('/api/v1', ''),
      body,
    });
    return body as Record<string, unknown>;
  };
  server.use(
    http.get(apiUrl(`/admin/${list}`), () =>
      HttpResponse.json({ status_code: 200, data: entries }),
    ),
    http.post(apiUrl(`/admin/${list}`), async ({ request }) => {
      const body = await record(request);
      const added = make({ ...body, id: 90 + entries.length, sort: entries.length + 1 });
      entries = [...entries, added];
      return HttpResponse.json({ status_code: 201, data: added }, { status: 201 });
    }),
    http.put(apiUrl(`/admin/${list}/order`), async ({ request }) => {
      const { ids } = (await record(request)) as { ids: number[] };
      entries = ids.map((id, index) => ({
        ...(entries.find((each) => each.id === id) as E),
        sort: index + 1,
      }));
      return HttpResponse.json({ status_code: 200, data: entries });
    }),
    http.patch(apiUrl(`/admin/${list}/:id`), async ({ request, params }) => {
      const body = await record(request);
      entries = entries.map((each) =>
        each.id === Number(params.id) ? { ...each, ...body } : each,
      );
      return HttpResponse.json({
        status_code: 200,
        data: entries.find((each) => each.id === Number(params.id)),
      });
    }),
    http.delete(apiUrl(`/admin/${list}/:id`), async ({ request, params }) => {
      await record(request);
      entries = entries.filter((each) => each.id !== Number(params.id));
      return HttpResponse.json({ status_code: 200, data: { id: Number(params.id) } });
    }),
  );
  return { sent };
}

const rows = (name: RegExp | string) =>
  within(screen.getByRole('list', { name })).getAllByRole('listitem');
/** Each row's English text (the element marked lang="en"), in the list's order. */
export const englishOf = (name: RegExp | string) =>
  rows(name).map((row) => row.querySelector('[lang="en"]')?.textContent);
