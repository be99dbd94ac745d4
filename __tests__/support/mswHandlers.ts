// MSW answers in our server's own shapes (the wire types of src/shared/wire, SPEC §3, §7): full
// objects, decimal strings for prices, booleans for flags, `/media/products/…-640.webp` images,
// localized by the request's `lang` (else Accept-Language) as server/services/productSerializer.ts
// does, and paged with the server's default page sizes when the storefront asks none.
import { http, HttpResponse, type HttpHandler } from 'msw';
import type {
  CategoryProductsAnswer,
  LatestProductsAnswer,
  MainCategoriesAnswer,
  MainCategoryDto,
  PageLinkDto,
  ProductDto,
  ProductListAnswer,
} from '../../src/shared/wire/catalog';
import type { ErrorBodyDto } from '../../src/shared/wire/common';
import type { SettingsAnswer, SettingsDto } from '../../src/shared/wire/content';
import { apiUrl } from './msw';

type Lang = 'ar' | 'en';

/** The server's page sizes when a call names none (src/shared/wire/catalog.ts CATALOG_PAGE_SIZES). */
const SERVER_DEFAULT = { latest: 12, category: 16, top: 16 } as const;

export type ProductOverrides = Partial<
  Omit<ProductDto, 'id' | 'name' | 'title' | 'description'>
> & {
  id: number;
};

/**
 * A product as the server sends it to an Arabic page: `name`, `title` and `description` are the
 * Arabic twins (handlers re-localize per request). Priced 80.00 (100.00 before discount), available,
 * 10 pieces, in the cups category, unless overridden.
 */
export function productDto({ id, ...overrides }: ProductOverrides): ProductDto {
  const base: Omit<ProductDto, 'name' | 'title' | 'description'> = {
    id,
    name_ar: `كوب زجاجي ${id}`,
    name_en: `Glass cup ${id}`,
    slug: `glass-cup-${id}`,
    product_code: `GC-${id}`,
    code: `GC-${id}`,
    price_after_discount: '80.00',
    price_before_discount: '100.00',
    currency: 'EGP',
    image: `/media/products/glass-cup-${id}-640.webp`,
    more_images: [],
    description_ar: 'كوب من الزجاج الشفاف',
    description_en: 'A clear glass cup',
    description_image: null,
    product_status: 'available',
    status: 'active',
    quantity: 10,
    sort: 0,
    colors: [],
    category: { id: 1, name: 'أكواب', name_en: 'Cups', slug: 'cups' },
    is_favourite: false,
    sales_count: 0,
    created_at: '2025-01-01T08:00:00.000Z',
    ...overrides,
  };
  return inLanguage({ ...base, name: base.name_ar, title: base.name_ar, description: null }, 'ar');
}

/** The server's localized() rule: the asked language, else the other one. */
function pick(ar: string | null, en: string | null, lang: Lang): string | null {
  const [first, second] = lang === 'en' ? [en, ar] : [ar, en];
  return first?.trim() ? first : second?.trim() ? second : null;
}

function inLanguage(product: ProductDto, lang: Lang): ProductDto {
  const name = pick(product.name_ar, product.name_en, lang) ?? '';
  return {
    ...product,
    name,
    title: name,
    description: pick(product.description_ar, product.description_en, lang),
    colors: product.colors.map((color) => ({
      ...color,
      name: pick(color.name_ar, color.name_en, lang) ?? '',
    })),
  };
}

/** `count` products with ids from `firstId`, e.g. a category fuller than one default page. */
export function manyProducts(
  firstId: number,
  count: number,
  overrides: Partial<ProductOverrides> = {},
) {
  return Array.from({ length: count }, (_, index) =>
    productDto({ ...overrides, id: firstId + index }),
  );
}

/** Settings as GET /settings sends them: booleans, record id 1; every section on, no maintenance. */
export const settingsDto = (overrides: Partial<SettingsDto> = {}): SettingsDto => ({
  id: 1,
  is_maintenance_active: false,
  is_latest_product_active: true,
  is_best_seller_active: true,
  is_main_banner_is_active: true,
  is_banners_active: true,
  ...overrides,
});

export const settingsAnswer = (settings: SettingsDto = settingsDto()): SettingsAnswer => ({
  status_code: 200,
  data: [settings],
});

export function categoryDto(
  overrides: Partial<MainCategoryDto> & Pick<MainCategoryDto, 'id' | 'name' | 'name_en' | 'slug'>,
): MainCategoryDto {
  return {
    banner_image_ar: null,
    banner_image_en: null,
    bannerImage: null,
    products_count: 1,
    sort: overrides.id,
    ...overrides,
  };
}

export const categoriesDto: MainCategoryDto[] = [
  categoryDto({ id: 1, name: 'أكواب', name_en: 'Cups', slug: 'cups' }),
  categoryDto({ id: 2, name: 'فازات', name_en: 'Vases', slug: 'vases' }),
];

const errorBody = (message: string): ErrorBodyDto => ({ message });

export const failWith500 = () => HttpResponse.json(errorBody('boom'), { status: 500 });

/** The request's language as the server decides it: `lang`, else Accept-Language, else Arabic. */
export function requestLanguage(request: Request): Lang {
  const query = new URL(request.url).searchParams.get('lang');
  if (query === 'ar' || query === 'en') return query;
  return request.headers.get('accept-language')?.trim().startsWith('en') ? 'en' : 'ar';
}

function numberParam(request: Request, name: string, fallback: number): number {
  const value = new URL(request.url).searchParams.get(name);
  return value === null ? fallback : Number(value);
}

function pageOf(list: ProductDto[], request: Request, defaultPerPage: number) {
  const page = numberParam(request, 'page', 1);
  const perPage = numberParam(request, 'per_page', defaultPerPage);
  const lang = requestLanguage(request);
  return {
    records: list.slice((page - 1) * perPage, page * perPage).map((p) => inLanguage(p, lang)),
    total: list.length,
    per_page: perPage,
    current_page: page,
    last_page: Math.max(1, Math.ceil(list.length / perPage)),
  };
}

function pageLinks(path: string, currentPage: number, lastPage: number): PageLinkDto[] {
  const url = (page: number) => `${path}?page=${page}`;
  return [
    {
      url: currentPage > 1 ? url(currentPage - 1) : null,
      label: '&laquo; Previous',
      active: false,
    },
    ...Array.from({ length: lastPage }, (_, index) => ({
      url: url(index + 1),
      label: String(index + 1),
      active: index + 1 === currentPage,
    })),
    {
      url: currentPage < lastPage ? url(currentPage + 1) : null,
      label: 'Next &raquo;',
      active: false,
    },
  ];
}

export interface HomeHandlerOptions {
  settings?: SettingsDto;
  latest?: ProductDto[];
  categories?: MainCategoryDto[];
  /** Products per category id; a category id not listed answers 404 as the server does. */
  categoryProducts?: Record<number, ProductDto[]>;
  top?: ProductDto[];
}

/** Happy-path answers for every call the home page makes; prepend overrides with server.use(). */
export function homeHandlers({
  settings = settingsDto(),
  latest = [productDto({ id: 1, name_ar: 'مزهرية كريستال', name_en: 'Crystal vase' })],
  categories = categoriesDto,
  categoryProducts = {
    1: [productDto({ id: 11, name_ar: 'كوب شاي', name_en: 'Tea glass' })],
    2: [productDto({ id: 21, name_ar: 'فازة طويلة', name_en: 'Tall vase' })],
  },
  top = [productDto({ id: 31, name_ar: 'طقم أكواب', name_en: 'Cup set', product_status: 'new' })],
}: HomeHandlerOptions = {}): HttpHandler[] {
  return [
    http.get(apiUrl('/settings'), () => HttpResponse.json(settingsAnswer(settings))),
    http.get(apiUrl('/all-latest-products'), ({ request }) => {
      const { records, ...numbers } = pageOf(latest, request, SERVER_DEFAULT.latest);
      const answer: LatestProductsAnswer = { status_code: 200, data: records, ...numbers };
      return HttpResponse.json(answer);
    }),
    http.get(apiUrl('/main-categories'), () => {
      const answer: MainCategoriesAnswer = { status_code: 200, data: categories };
      return HttpResponse.json(answer);
    }),
    http.get(apiUrl('/products/:categoryId'), ({ request, params }) => {
      const list = categoryProducts[Number(params.categoryId)];
      if (!list) return HttpResponse.json(errorBody('Category not found'), { status: 404 });
      const page = pageOf(list, request, SERVER_DEFAULT.category);
      const links = pageLinks(
        `/api/v1/products/${String(params.categoryId)}`,
        page.current_page,
        page.last_page,
      );
      const { records: _records, ...numbers } = page;
      const answer: CategoryProductsAnswer = {
        status_code: 200,
        messages: { ...page, links, pagination_links: { ...numbers, links } },
      };
      return HttpResponse.json(answer);
    }),
    http.get(apiUrl('/top-products'), ({ request }) => {
      const limit = numberParam(request, 'limit', SERVER_DEFAULT.top);
      const lang = requestLanguage(request);
      const answer: ProductListAnswer = {
        status_code: 200,
        data: top.slice(0, limit).map((product) => inLanguage(product, lang)),
      };
      return HttpResponse.json(answer);
    }),
  ];
}
