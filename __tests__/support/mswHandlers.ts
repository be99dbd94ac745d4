// MSW answers in our server's own shapes (the wire types of src/shared/wire): full
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
  ProductAnswer,
  ProductDto,
  ProductListAnswer,
} from '../../src/shared/wire/catalog';
import type {
  CartAnswer,
  FavouritesAnswer,
  FavouriteToggleAnswer,
} from '../../src/shared/wire/cart';
import type { ErrorBodyDto } from '../../src/shared/wire/common';
import type { SettingsDto, SocialPlatformsAnswer } from '../../src/shared/wire/content';
import type { ShopDetailsAnswer, ShopDetailsDto } from '../../src/shared/wire/shopDetails';
import { slugKey } from '../../src/shared/rules/slugKey';
import { apiUrl } from './msw';
import { categoriesDto, inLanguage, productDto, settingsAnswer, settingsDto } from './wireFixtures';

export {
  categoriesDto,
  categoryDto,
  manyProducts,
  productDto,
  settingsAnswer,
  settingsDto,
  type ProductOverrides,
} from './wireFixtures';

type Lang = 'ar' | 'en';

/** The server's page sizes when a call names none (src/shared/wire/catalog.ts CATALOG_PAGE_SIZES). */
const SERVER_DEFAULT = { latest: 12, category: 16, top: 16 } as const;

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

/** GET /social-platforms as the demo seed answers it (the header and footer ask on every page). */
export const socialPlatformsAnswer: SocialPlatformsAnswer = {
  status_code: 200,
  data: [
    { id: 1, name: 'Facebook', link: 'https://www.facebook.com/zujaj.glass' },
    { id: 2, name: 'Instagram', link: 'https://www.instagram.com/zujaj.glass' },
    { id: 3, name: 'YouTube', link: 'https://www.youtube.com/@zujajglass' },
    { id: 4, name: 'TikTok', link: 'https://www.tiktok.com/@zujaj.glass' },
    { id: 5, name: 'WhatsApp', link: 'https://wa.me/201001986198' },
  ],
};

/** GET /shop-details as the demo seed answers it (every page shows it: footer, chat links). */
export const shopDetailsDto: ShopDetailsDto = {
  phones: ['02 2576 1986'],
  customer_service_phone: '19986',
  fax: '02 2576 1987',
  address_ar: '12 شارع المصانع، المنطقة الصناعية، شبرا الخيمة، القليوبية، مصر',
  address_en: '12 Factories St., Industrial Zone, Shubra El Kheima, Qalyubia, Egypt',
  email: 'info@zujaj.glass',
  chat_number: '201001986198',
  working_hours_ar: 'من السبت إلى الخميس، من 8:00 صباحًا إلى 5:00 مساءً، والجمعة إجازة',
  working_hours_en: 'Saturday to Thursday, 8:00 AM to 5:00 PM; Friday is a holiday',
  map_location: '12 Factories St., Industrial Zone, Shubra El Kheima, Qalyubia, Egypt',
  offers_banner: '',
};

/** GET /shop-details answering the demo details with `overrides` ("" = not given). */
export const shopDetailsHandler = (overrides: Partial<ShopDetailsDto> = {}) =>
  http.get(apiUrl('/shop-details'), () => {
    const answer: ShopDetailsAnswer = {
      status_code: 200,
      data: { ...shopDetailsDto, ...overrides },
    };
    return HttpResponse.json(answer);
  });

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
    http.get(apiUrl('/social-platforms'), () => HttpResponse.json(socialPlatformsAnswer)),
    shopDetailsHandler(),
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

export interface ProductHandlerOptions {
  /** Products GET /productsDetails/{id} knows; any other id answers 404 as the server does. */
  products: ProductDto[];
  /** Similar products per product id (none when not listed), or 'fail' for a 500. */
  related?: Record<number, ProductDto[]> | 'fail';
}

/**
 * GET /product-lookup as the server answers it (catalogService lookupProductId): a published
 * product whose slug is the URL's as written, or whose slug or either title has its slug key; the
 * URL's category first, then the exact slug, the slug's key, the lowest id.
 */
export function lookUp(
  products: readonly ProductDto[],
  productSlug: string,
  categorySlug: string | null,
): ProductDto | undefined {
  const key = slugKey(productSlug);
  if (!key) return undefined;
  const categoryKey = categorySlug === null ? '' : slugKey(categorySlug);
  const inCategory = ({ category }: ProductDto) =>
    categorySlug !== null &&
    (category.slug === categorySlug ||
      (categoryKey !== '' &&
        [category.slug, category.name, category.name_en].some((t) => slugKey(t) === categoryKey)));
  const rank = (p: ProductDto) => [
    inCategory(p) ? 0 : 1,
    p.slug === productSlug ? 0 : 1,
    slugKey(p.slug) === key ? 0 : 1,
    p.id,
  ];
  const byRank = (a: ProductDto, b: ProductDto) => {
    const [ra, rb] = [rank(a), rank(b)];
    const at = ra.findIndex((value, i) => value !== rb[i]);
    return at === -1 ? 0 : ra[at]! - rb[at]!;
  };
  return products
    .filter((p) => p.status === 'active')
    .filter(
      (p) =>
        p.slug === productSlug ||
        [p.slug, p.name_ar, p.name_en].some((text) => slugKey(text) === key),
    )
    .sort(byRank)[0];
}

/** The product page's own calls: details by id, the slug lookup and similar products. */
export function productHandlers({ products, related = {} }: ProductHandlerOptions): HttpHandler[] {
  const byId = (id: unknown) => products.find((product) => product.id === Number(id));
  return [
    http.get(apiUrl('/product-lookup'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      const product = lookUp(products, query.get('product_slug') ?? '', query.get('category_slug'));
      if (!product) return HttpResponse.json(errorBody('Product not found'), { status: 404 });
      const answer: ProductAnswer = {
        status_code: 200,
        data: inLanguage(product, requestLanguage(request)),
      };
      return HttpResponse.json(answer);
    }),
    http.get(apiUrl('/productsDetails/:id'), ({ request, params }) => {
      const product = byId(params.id);
      if (!product) return HttpResponse.json(errorBody('Product not found'), { status: 404 });
      const answer: ProductAnswer = {
        status_code: 200,
        data: inLanguage(product, requestLanguage(request)),
      };
      return HttpResponse.json(answer);
    }),
    http.get(apiUrl('/products/:id/related'), ({ request, params }) => {
      if (related === 'fail') return failWith500();
      if (!byId(params.id))
        return HttpResponse.json(errorBody('Product not found'), { status: 404 });
      const lang = requestLanguage(request);
      const answer: ProductListAnswer = {
        status_code: 200,
        data: (related[Number(params.id)] ?? []).map((product) => inLanguage(product, lang)),
      };
      return HttpResponse.json(answer);
    }),
  ];
}

export interface CartHandlerOptions {
  /** The favourites the user starts with (whole products, as the server lists them). */
  favourites?: ProductDto[];
  /** Products the cart can hold (looked up by product_id on /cart/store). */
  products?: ProductDto[];
  /** Held before /cart/store answers (e.g. to see the busy state); resolve it to let it answer. */
  storeGate?: Promise<void>;
  /** 'fail' answers /user-add-fav with a 500. */
  toggle?: 'fail';
  /** Every body the storefront sent, per path. */
  seen?: Array<{ path: string; body: unknown }>;
}

/**
 * Cart and favourites calls for one logged-in user, stateful like the server: /cart/store
 * adds to a line, /user-add-fav toggles, /all-user-fav-products pages the favourites (newest first).
 */
export function cartHandlers({
  favourites = [],
  products = favourites,
  storeGate,
  toggle,
  seen = [],
}: CartHandlerOptions = {}): HttpHandler[] {
  const favs = [...favourites];
  const lines: Array<{ id: number; product: ProductDto; quantity: number }> = [];
  const cartOf = (lang: Lang): CartAnswer['data'] => ({
    total_count: lines.length,
    total_quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    total_price: '0.00',
    discounted_price: '0.00',
    items: lines.map(({ id, product, quantity }) => {
      const local = inLanguage(product, lang);
      return {
        id,
        product_id: product.id,
        color_id: null,
        quantity,
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
    }),
  });
  const record = async (request: Request) => {
    const body: unknown = request.method === 'GET' ? null : await request.clone().json();
    seen.push({ path: new URL(request.url).pathname.replace('/api/v1', ''), body });
    return body as Record<string, number>;
  };
  return [
    http.post(apiUrl('/cart/get'), async ({ request }) => {
      await record(request);
      const answer: CartAnswer = { status_code: 200, data: cartOf(requestLanguage(request)) };
      return HttpResponse.json(answer);
    }),
    http.post(apiUrl('/cart/store'), async ({ request }) => {
      const body = await record(request);
      await storeGate;
      const product = products.find((p) => p.id === body.product_id);
      if (!product) return HttpResponse.json(errorBody('Product not found'), { status: 404 });
      const line = lines.find((l) => l.product.id === product.id);
      if (line) line.quantity += body.quantity ?? 1;
      else lines.push({ id: lines.length + 1, product, quantity: body.quantity ?? 1 });
      const lang = requestLanguage(request);
      const answer: CartAnswer = {
        status_code: 200,
        success: true,
        message: lang === 'en' ? 'Product added to cart' : 'تمت إضافة المنتج إلى السلة',
        data: cartOf(lang),
      };
      return HttpResponse.json(answer);
    }),
    http.get(apiUrl('/all-user-fav-products'), async ({ request }) => {
      await record(request);
      const { records, ...numbers } = pageOf(favs, request, SERVER_DEFAULT.category);
      const answer: FavouritesAnswer = {
        status_code: 200,
        data: { records, pagination: numbers },
      };
      return HttpResponse.json(answer);
    }),
    http.post(apiUrl('/user-add-fav'), async ({ request }) => {
      const body = await record(request);
      if (toggle === 'fail') return failWith500();
      const index = favs.findIndex((p) => p.id === body.product_id);
      const isAdded = index === -1;
      if (isAdded) favs.unshift(productDto({ id: body.product_id ?? 0 }));
      else favs.splice(index, 1);
      const en = requestLanguage(request) === 'en';
      const answer: FavouriteToggleAnswer = {
        success: true,
        status_code: 200,
        isAdded,
        message: isAdded
          ? en
            ? 'Added to favorites'
            : 'تمت الإضافة إلى المفضلة'
          : en
            ? 'Removed from favorites'
            : 'تمت الإزالة من المفضلة',
      };
      return HttpResponse.json(answer);
    }),
  ];
}
