// A stateful fake of the shopping calls (cart and orders) for the cart, checkout and
// orders tests, answering in our server's wire shapes like mswHandlers.ts: /cart/get, /cart/store
// (grows the line of the same product and colour), DELETE /cart/delete/{id} (404 for a missing
// line), GET /user-orders, POST /user-orders/create (empties the cart, replays by Idempotency-Key).
// `shop.fail` makes a call answer 500 (or fail without an answer) until it is cleared.
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { AuthState } from '../../src/entities/session/authSlice';
import type { AddressDto } from '../../src/shared/wire/addresses';
import type { CartAnswer } from '../../src/shared/wire/cart';
import type { ProductDto } from '../../src/shared/wire/catalog';
import type { CityDto } from '../../src/shared/wire/common';
import type {
  OrderCreateBody,
  OrderCreatedAnswer,
  OrderDto,
  OrderListAnswer,
} from '../../src/shared/wire/orders';
import { apiUrl } from './msw';
import { requestLanguage } from './mswHandlers';
import { inLanguage } from './wireFixtures';

type Lang = 'ar' | 'en';

/** A logged-in shopper (user 7) as the auth slice holds them. */
export const shopper: AuthState = {
  token: 'token-7',
  isAuthenticated: true,
  deviceTokens: {},
  user: {
    id: 7,
    firstName: 'Mona',
    familyName: 'Hassan',
    email: 'mona@example.com',
    phoneNumber: '01012345678',
    address: null,
    cityId: null,
  },
};
export type ShopCall = 'get' | 'store' | 'delete' | 'orders' | 'create' | 'addresses';

export interface ShopLine {
  id: number;
  productId: number;
  colorId: number | null;
  quantity: number;
}

export interface SeenCall {
  method: string;
  path: string;
  body: unknown;
  idempotencyKey: string | null;
}

export interface Shop {
  handlers: HttpHandler[];
  lines: ShopLine[];
  orders: OrderDto[];
  addresses: AddressDto[];
  seen: SeenCall[];
  /**
   * Calls that fail: 'server' answers 500 with a message, 'network' gives no answer, 'once' answers
   * 500 to the next call only.
   */
  fail: Partial<Record<ShopCall, 'server' | 'network' | 'once'>>;
  /** Held before /user-orders/create answers; resolve it to let the order through. */
  createGate?: Promise<void>;
  /** The shop's card gateway: card orders answer awaiting_payment with this checkout_url. */
  checkoutUrl?: string;
}

export const cities: CityDto[] = [
  { id: 1, name: 'القاهرة', name_ar: 'القاهرة', name_en: 'Cairo' },
  { id: 2, name: 'الجيزة', name_ar: 'الجيزة', name_en: 'Giza' },
];

export function addressDto(overrides: Partial<AddressDto> & { id: number }): AddressDto {
  return {
    address_title: 'البيت',
    first_name: 'منى',
    family_name: 'حسن',
    last_name: 'حسن',
    phone_number: '01012345678',
    address: '5 شارع النيل',
    city_id: 1,
    city: cities[0] ?? null,
    country_id: 1,
    main_address: 1,
    ...overrides,
  };
}

export function orderDto(overrides: Partial<OrderDto> & { id: number }): OrderDto {
  const { id } = overrides;
  return {
    number: `ZJ-${String(id).padStart(6, '0')}`,
    'order-status': 'pending',
    status: 'pending',
    products: [
      {
        product: {
          id: 5,
          name: 'Glass cup 5',
          name_ar: 'كوب زجاجي 5',
          name_en: 'Glass cup 5',
          price_after_discount: '80.00',
          price_before_discount: '100.00',
          image: '/media/products/glass-cup-5-640.webp',
          currency: 'EGP',
        },
        quantity: 2,
        color_id: null,
      },
    ],
    user: { name: 'Mona Hassan', address: null },
    shipping_address: null,
    billing_address: {
      first_name: 'Mona',
      last_name: 'Hassan',
      address: '5 Nile St',
      country_id: 1,
      city_id: 1,
    },
    alternative_address: addressDto({ id: 9 }),
    payment_method: 'cash',
    payment_status: 'on_delivery',
    note: null,
    terms_accepted: true,
    newsletter_opt_out: false,
    total_price: '160.00',
    currency: 'EGP',
    created_at: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}

const money = (piastres: number) => (piastres / 100).toFixed(2);
const piastres = (value: string | null) => Math.round(Number(value ?? 0) * 100);

export function createShop({
  products = [],
  lines = [],
  orders = [],
  addresses = [],
}: {
  products?: ProductDto[];
  lines?: Array<Omit<ShopLine, 'id' | 'colorId'> & { colorId?: number | null }>;
  orders?: OrderDto[];
  /** The shopper's saved addresses (POST /user-addresses/all, /create). */
  addresses?: AddressDto[];
}): Shop {
  let nextLineId = 1;
  let nextOrderId = 100 + orders.length;
  const shop: Shop = {
    handlers: [],
    lines: lines.map((line) => ({ colorId: null, ...line, id: nextLineId++ })),
    orders: [...orders],
    addresses: [...addresses],
    seen: [],
    fail: {},
  };
  const answersByKey = new Map<string, OrderCreatedAnswer>();
  const productOf = (id: number) => products.find((p) => p.id === id);

  const cartOf = (lang: Lang): CartAnswer['data'] => {
    let before = 0;
    let after = 0;
    const items = shop.lines.map((line) => {
      const product = productOf(line.productId) as ProductDto;
      const local = inLanguage(product, lang);
      before +=
        line.quantity * piastres(product.price_before_discount ?? product.price_after_discount);
      after += line.quantity * piastres(product.price_after_discount);
      return {
        id: line.id,
        product_id: line.productId,
        color_id: line.colorId,
        quantity: line.quantity,
        product_details: {
          name: local.name,
          name_ar: product.name_ar,
          name_en: product.name_en,
          image: product.image,
          product_code: product.product_code,
          slug: product.slug,
          price_before_discount: product.price_before_discount,
          price_after_discount: product.price_after_discount,
          currency: product.currency,
          category_slug: product.category.slug,
        },
      };
    });
    return {
      total_count: items.length,
      total_quantity: shop.lines.reduce((sum, line) => sum + line.quantity, 0),
      total_price: money(before),
      discounted_price: money(after),
      items,
    };
  };

  const record = async (request: Request) => {
    const body: unknown = request.method === 'GET' ? null : await request.clone().json();
    shop.seen.push({
      method: request.method,
      path: new URL(request.url).pathname.replace('/api/v1', ''),
      body,
      idempotencyKey: request.headers.get('idempotency-key'),
    });
    return body as Record<string, unknown>;
  };
  const failure = (call: ShopCall) => {
    const how = shop.fail[call];
    if (how === 'once') delete shop.fail[call];
    if (how === 'network') return HttpResponse.error();
    if (how === 'server' || how === 'once')
      return HttpResponse.json({ message: `${call} failed` }, { status: 500 });
    return null;
  };
  const cartAnswer = (request: Request, message?: string) => {
    const answer: CartAnswer = {
      status_code: 200,
      ...(message ? { message } : {}),
      data: cartOf(requestLanguage(request)),
    };
    return HttpResponse.json(answer);
  };

  const cityIn = (id: number, lang: Lang) => {
    const city = cities.find((c) => c.id === id);
    return city ? { ...city, name: lang === 'en' ? city.name_en : city.name_ar } : null;
  };

  shop.handlers = [
    http.post(apiUrl('/user-addresses/cities'), async ({ request }) => {
      await record(request);
      const lang = requestLanguage(request);
      return HttpResponse.json({
        status_code: 200,
        data: cities.map((city) => cityIn(city.id, lang)),
      });
    }),
    http.post(apiUrl('/user-addresses/all'), async ({ request }) => {
      await record(request);
      const failed = failure('addresses');
      if (failed) return failed;
      return HttpResponse.json({ status_code: 200, data: shop.addresses });
    }),
    http.post(apiUrl('/user-addresses/create'), async ({ request }) => {
      const body = await record(request);
      const address = addressDto({
        id: 50 + shop.addresses.length,
        address_title: String(body.address_title),
        first_name: String(body.first_name),
        family_name: String(body.last_name),
        last_name: String(body.last_name),
        phone_number: String(body.phone_number),
        address: String(body.address),
        city_id: Number(body.city_id),
        city: cityIn(Number(body.city_id), requestLanguage(request)),
        main_address: shop.addresses.length === 0 ? 1 : 0,
      });
      shop.addresses.push(address);
      return HttpResponse.json(
        { status_code: 201, message: 'Address saved', data: address },
        { status: 201 },
      );
    }),
    http.post(apiUrl('/cart/get'), async ({ request }) => {
      await record(request);
      return failure('get') ?? cartAnswer(request);
    }),
    http.post(apiUrl('/cart/store'), async ({ request }) => {
      const body = await record(request);
      const failed = failure('store');
      if (failed) return failed;
      const productId = Number(body.product_id);
      if (!productOf(productId)) {
        return HttpResponse.json({ message: 'Product not found' }, { status: 404 });
      }
      const colorId = typeof body.color_id === 'number' ? body.color_id : null;
      const quantity = Number(body.quantity ?? 1);
      const line = shop.lines.find((l) => l.productId === productId && l.colorId === colorId);
      if (line) line.quantity += quantity;
      else shop.lines.push({ id: nextLineId++, productId, colorId, quantity });
      return cartAnswer(request, 'Product added to cart');
    }),
    http.delete(apiUrl('/cart/delete/:itemId'), async ({ request, params }) => {
      await record(request);
      const failed = failure('delete');
      if (failed) return failed;
      const index = shop.lines.findIndex((line) => line.id === Number(params.itemId));
      if (index === -1) {
        return HttpResponse.json({ message: 'Cart item not found' }, { status: 404 });
      }
      shop.lines.splice(index, 1);
      return cartAnswer(request, 'Product removed from the cart');
    }),
    http.get(apiUrl('/payments/methods'), () =>
      HttpResponse.json({
        status_code: 200,
        data: { card_online: shop.checkoutUrl !== undefined },
      }),
    ),
    http.get(apiUrl('/user-orders'), async ({ request }) => {
      await record(request);
      const failed = failure('orders');
      if (failed) return failed;
      const answer: OrderListAnswer = { status_code: 200, data: shop.orders };
      return HttpResponse.json(answer);
    }),
    http.post(apiUrl('/user-orders/create'), async ({ request }) => {
      const body = (await record(request)) as unknown as OrderCreateBody;
      const key = request.headers.get('idempotency-key');
      await shop.createGate;
      const failed = failure('create');
      if (failed) return failed;
      const earlier = key ? answersByKey.get(key) : undefined;
      if (earlier) return HttpResponse.json(earlier, { status: 201 });
      const id = nextOrderId++;
      const order = orderDto({
        id,
        products: body.products.map((line) => {
          const product = productOf(line.product_id) as ProductDto;
          return {
            product: {
              id: product.id,
              name: inLanguage(product, requestLanguage(request)).name,
              name_ar: product.name_ar,
              name_en: product.name_en,
              price_after_discount: product.price_after_discount,
              price_before_discount: product.price_before_discount,
              image: product.image,
              currency: product.currency,
            },
            quantity: line.quantity,
            color_id: line.color_id ?? null,
          };
        }),
        payment_method: body.payment_method,
        ...(body.payment_method === 'card' && shop.checkoutUrl
          ? { payment_status: 'awaiting_payment' as const, checkout_url: shop.checkoutUrl }
          : {}),
        note: body.note ?? null,
        total_price: money(
          body.products.reduce(
            (sum, line) =>
              sum +
              line.quantity * piastres(productOf(line.product_id)?.price_after_discount ?? null),
            0,
          ),
        ),
        billing_address: body.billing_address
          ? {
              first_name: body.billing_address.first_name ?? undefined,
              last_name: body.billing_address.last_name ?? undefined,
              address: body.billing_address.address ?? undefined,
              country_id: 1,
              city_id: body.billing_address.city_id ?? undefined,
            }
          : null,
      });
      shop.orders.unshift(order);
      shop.lines.splice(0, shop.lines.length);
      const answer: OrderCreatedAnswer = {
        status_code: 201,
        message: 'Order created successfully',
        data: order,
      };
      if (key) answersByKey.set(key, answer);
      return HttpResponse.json(answer, { status: 201 });
    }),
  ];
  return shop;
}
