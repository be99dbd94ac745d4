// The shop's state a journey starts from, set through the real API: products to buy, a cart and a
// saved address for a registered shopper (support/shopper.ts).
import { expect, type APIRequestContext } from '@playwright/test';
import type { Lang } from './matrix';
import type { Shopper } from './shopper';

export interface Sellable {
  id: number;
  name: string;
  names: Record<Lang, string>;
  path: string;
}

interface ProductRecord {
  id: number;
  name_ar: string;
  name_en: string;
  slug: string;
  price_after_discount: string | null;
  product_status: string;
  quantity: number;
  colors: unknown[];
  category: { slug: string } | null;
}

/** Two demo products that can be bought several times over (priced, in stock, no colours). */
export async function twoSellableProducts(
  request: APIRequestContext,
): Promise<[Sellable, Sellable]> {
  const answer = await request.get('/api/v1/all-latest-products?lang=en&per_page=50');
  expect(answer.ok()).toBe(true);
  const { data } = (await answer.json()) as { data: ProductRecord[] };
  const sellable = data
    .filter(
      (p) =>
        Number(p.price_after_discount ?? 0) > 0 &&
        p.product_status !== 'unavailable' &&
        p.quantity >= 10 &&
        p.colors.length === 0 &&
        p.category,
    )
    .map((p) => ({
      id: p.id,
      name: p.name_en,
      names: { ar: p.name_ar, en: p.name_en },
      path: `/${p.category!.slug}/${p.slug}`,
    }));
  expect(sellable.length).toBeGreaterThanOrEqual(2);
  return [sellable[0]!, sellable[1]!];
}

export const auth = (shopper: Shopper) => ({ Authorization: `Bearer ${shopper.token}` });

export async function apiAddToCart(
  request: APIRequestContext,
  shopper: Shopper,
  productId: number,
) {
  const answer = await request.post('/api/v1/cart/store', {
    headers: auth(shopper),
    data: { user_id: shopper.id, product_id: productId, quantity: 1 },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

export async function apiAddAddress(request: APIRequestContext, shopper: Shopper) {
  const answer = await request.post('/api/v1/user-addresses/create', {
    headers: auth(shopper),
    data: {
      user_id: shopper.id,
      address_title: 'Home',
      first_name: 'Sara',
      last_name: 'Hassan',
      phone_number: '01012345678',
      address: '12 Nile Street',
      city_id: shopper.cityId,
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
}
