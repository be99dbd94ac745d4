// Fixtures in the server's own shapes (SPEC §3, §7) and handlers for the home page's calls.
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { MainCategoryDto, ProductDto, SettingsDto } from '../../src/api/dto';
import { apiUrl } from './msw';

export function productDto(overrides: Partial<ProductDto> & { id: number }): ProductDto {
  return {
    name: `كوب زجاجي ${overrides.id}`,
    name_en: `Glass cup ${overrides.id}`,
    slug: `glass-cup-${overrides.id}`,
    product_code: `GC-${overrides.id}`,
    price_after_discount: '80',
    price_before_discount: '100',
    currency: 'EGP',
    image: `https://cdn.example/products/${overrides.id}.jpg`,
    product_status: 'available',
    category: { id: 1, name: 'أكواب', name_en: 'Cups', slug: 'cups' },
    quantity: 12,
    more_images: [],
    description: 'وصف',
    description_image: null,
    colors: [],
    ...overrides,
  };
}

export const settingsDto = (overrides: SettingsDto = {}): SettingsDto => ({
  is_maintenance_active: 0,
  is_latest_product_active: 1,
  is_best_seller_active: 1,
  is_main_banner_is_active: 1,
  is_banners_active: 1,
  ...overrides,
});

export const categoriesDto: MainCategoryDto[] = [
  { id: 1, name: 'أكواب', name_en: 'Cups', slug: 'cups', banner_image_ar: null },
  { id: 2, name: 'فازات', name_en: 'Vases', slug: 'vases', banner_image_ar: null },
];

export const failWith500 = () => HttpResponse.json({ message: 'boom' }, { status: 500 });

export interface HomeHandlerOptions {
  settings?: SettingsDto;
  latest?: ProductDto[];
  categories?: MainCategoryDto[];
  categoryProducts?: Record<number, ProductDto[]>;
  top?: ProductDto[];
}

/** Happy-path answers for every call the home page makes; prepend overrides with server.use(). */
export function homeHandlers({
  settings = settingsDto(),
  latest = [productDto({ id: 1, name: 'مزهرية كريستال', name_en: 'Crystal vase' })],
  categories = categoriesDto,
  categoryProducts = {
    1: [productDto({ id: 11, name: 'كوب شاي', name_en: 'Tea glass' })],
    2: [productDto({ id: 21, name: 'فازة طويلة', name_en: 'Tall vase' })],
  },
  top = [productDto({ id: 31, name: 'طقم أكواب', name_en: 'Cup set', product_status: 'new' })],
}: HomeHandlerOptions = {}): HttpHandler[] {
  return [
    http.get(apiUrl('/settings'), () => HttpResponse.json({ status_code: 200, data: [settings] })),
    http.get(apiUrl('/all-latest-products'), () =>
      HttpResponse.json({
        status_code: 200,
        data: latest,
        total: latest.length,
        current_page: 1,
        last_page: 1,
      }),
    ),
    http.get(apiUrl('/main-categories'), () =>
      HttpResponse.json({ status_code: 200, data: categories }),
    ),
    http.get(apiUrl('/products/:categoryId'), ({ params }) => {
      const list = categoryProducts[Number(params.categoryId)] ?? [];
      return HttpResponse.json({
        status_code: 200,
        data: list,
        total: list.length,
        current_page: 1,
        last_page: 1,
      });
    }),
    http.get(apiUrl('/top-products'), () => HttpResponse.json({ status_code: 200, data: top })),
  ];
}
