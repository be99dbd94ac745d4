// Back-office product screen tests: products and categories as the admin calls answer them, and
// MSW handlers that keep what the screens sent.
import { http, HttpResponse } from 'msw';
import type { AdminCategoryDto, AdminProductDto } from '../../src/shared/wire/adminProducts';
import { apiUrl } from './msw';

export const vases: AdminCategoryDto = {
  id: 3,
  name_ar: 'مزهريات',
  name_en: 'Vases',
  slug: 'vases',
  sort: 1,
  hidden: false,
  products_count: 3,
  banner_image_ar: null,
  banner_image_en: null,
};

export const cups: AdminCategoryDto = {
  id: 4,
  name_ar: 'أكواب',
  name_en: 'Cups',
  slug: 'cups',
  sort: 2,
  hidden: true,
  products_count: 0,
  banner_image_ar: null,
  banner_image_en: null,
};

export const picture = (name: string) => `/media/products/u-${name}-640.webp`;

export function adminProduct(
  id: number,
  overrides: Partial<AdminProductDto> = {},
): AdminProductDto {
  const images = overrides.images ?? [picture(`p${id}`)];
  return {
    id,
    name_ar: `مزهرية ${id}`,
    name_en: `Vase ${id}`,
    description_ar: null,
    description_en: null,
    product_code: `VS-${id}`,
    category_id: vases.id,
    price_before_discount: '200.00',
    price_after_discount: '150.00',
    quantity: 12,
    product_status: 'available',
    status: 'active',
    sort: 0,
    slug: `vase-${id}`,
    image: images[0] ?? null,
    images,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function pageOf(
  products: AdminProductDto[],
  page = 1,
  lastPage = 1,
  total = products.length,
) {
  return {
    status_code: 200,
    data: products,
    current_page: page,
    last_page: lastPage,
    per_page: 20,
    total,
  };
}

export const categoriesHandler = () =>
  http.get(apiUrl('/admin/categories'), () =>
    HttpResponse.json({ status_code: 200, data: [vases, cups] }),
  );

/** GET /admin/products answering `answer()`; every request's query string is kept in `seen`. */
export function listHandler(seen: URLSearchParams[], answer: () => ReturnType<typeof pageOf>) {
  return http.get(apiUrl('/admin/products'), ({ request }) => {
    seen.push(new URL(request.url).searchParams);
    return HttpResponse.json(answer());
  });
}

export const productHandler = (product: AdminProductDto) =>
  http.get(apiUrl(`/admin/products/${product.id}`), () =>
    HttpResponse.json({ status_code: 200, data: product }),
  );
