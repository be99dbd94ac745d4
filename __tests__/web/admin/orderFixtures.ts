// Back-office order answers for the screen tests, shaped by the wire types.
import { http, HttpResponse } from 'msw';
import type { AdminOrderDto, AdminOrderSummaryDto } from '../../../src/shared/wire/adminOrders';
import { apiUrl } from '../../support/msw';

export function summary(overrides: Partial<AdminOrderSummaryDto> = {}): AdminOrderSummaryDto {
  return {
    id: 42,
    number: 'ZJ-000042',
    status: 'pending',
    payment_method: 'cash',
    total_price: '1250.00',
    currency: 'EGP',
    created_at: '2026-03-01T10:00:00.000Z',
    customer: { id: 7, name: 'Sara Hassan', phone_number: '01011112222' },
    items_count: 3,
    seen: false,
    cash_collected_at: null,
    payment_status: 'on_delivery',
    ...overrides,
  };
}

export function order(overrides: Partial<AdminOrderDto> = {}): AdminOrderDto {
  return {
    ...summary({ seen: true }),
    items: [
      {
        product_id: 5,
        product_code: 'VS-105',
        name_ar: 'فازة زجاج',
        name_en: 'Glass vase',
        price: '500.00',
        quantity: 2,
        image: '/media/products/vase-640.webp',
        currency: 'EGP',
      },
      {
        product_id: null,
        product_code: null,
        name_ar: 'طبق',
        name_en: 'Plate',
        price: '250.00',
        quantity: 1,
        image: null,
        currency: 'EGP',
      },
    ],
    shipping_address: null,
    billing_address: {
      first_name: 'Sara',
      last_name: 'Hassan',
      address: '12 Nile Street, Zamalek',
      country_id: 1,
      city_id: 1,
      phone_number: '01099998888',
    },
    alternative_address: null,
    note: 'Please call before coming',
    seen_at: '2026-03-01T11:00:00.000Z',
    paid_at: null,
    refunded_at: null,
    payment_hold_until: null,
    status_history: [{ status: 'pending', created_at: '2026-03-01T10:00:00.000Z', actor: null }],
    ...overrides,
  };
}

export const page = (
  data: AdminOrderSummaryDto[],
  numbers: { current_page?: number; last_page?: number; total?: number } = {},
) => ({
  status_code: 200,
  data,
  current_page: numbers.current_page ?? 1,
  last_page: numbers.last_page ?? 1,
  per_page: 20,
  total: numbers.total ?? data.length,
});

/** GET /admin/orders answering `answer`, recording each request's query string. */
export function listHandler(answer: (query: URLSearchParams) => ReturnType<typeof page>) {
  const queries: URLSearchParams[] = [];
  const handler = http.get(apiUrl('/admin/orders'), ({ request }) => {
    const query = new URL(request.url).searchParams;
    queries.push(query);
    return HttpResponse.json(answer(query));
  });
  return { handler, queries };
}

/** GET /admin/orders/:id answering the orders in turn (the last one again and again). */
export function orderHandler(...answers: AdminOrderDto[]) {
  let reads = 0;
  const handler = http.get(apiUrl('/admin/orders/:id'), ({ params }) => {
    const answer = answers[Math.min(reads, answers.length - 1)];
    reads += 1;
    if (!answer || String(answer.id) !== params.id) {
      return HttpResponse.json({ message: 'Order not found' }, { status: 404 });
    }
    return HttpResponse.json({ status_code: 200, data: answer });
  });
  return {
    handler,
    get reads() {
      return reads;
    },
  };
}

/** PATCH /admin/orders/:id: records the bodies, answers with `reply(body)`. */
export function patchHandler(reply: (body: Record<string, unknown>) => Response) {
  const bodies: Array<Record<string, unknown>> = [];
  const handler = http.patch(apiUrl('/admin/orders/:id'), async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    bodies.push(body);
    return reply(body);
  });
  return { handler, bodies };
}

export const citiesHandler = (names: { ar: string; en: string } = { ar: 'القاهرة', en: 'Cairo' }) =>
  http.get(apiUrl('/get-cities'), ({ request }) => {
    const lang = request.headers.get('accept-language') === 'en' ? 'en' : 'ar';
    return HttpResponse.json({
      status_code: 200,
      data: [
        { id: 1, name: names[lang], name_ar: names.ar, name_en: names.en },
        { id: 2, name: 'Giza', name_ar: 'الجيزة', name_en: 'Giza' },
      ],
    });
  });
