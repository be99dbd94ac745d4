import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { seedIfEmpty } from '../../server/db/seed';
import type { SessionAnswer } from '../../src/shared/wire/account';
import type { AddressCreatedAnswer } from '../../src/shared/wire/addresses';
import type { CartAnswer } from '../../src/shared/wire/cart';
import {
  mainCategory,
  product,
  type LatestProductsAnswer,
  type MainCategoriesAnswer,
} from '../../src/shared/wire/catalog';
import { errorBody } from '../../src/shared/wire/common';
import type { OrderCreatedAnswer } from '../../src/shared/wire/orders';
import {
  POLICY_PAGE_SLUGS,
  settingsAnswer as settingsAnswerSchema,
} from '../../src/shared/wire/content';
import { createInvite } from '../../server/services/staffLinks';
import { createBackOfficeUser } from '../support/adminOrderFixtures';
import { createUser } from '../support/fixtures';
import { blankPng, upload } from '../support/pictures';
import { createTestDb, type TestDb } from '../support/testDb';
import { buildTestApp, testConfig } from '../support/testServer';
import { PaymobStandIn, paymobHmac, STAND_IN_KEYS } from '../support/paymobStandIn';
import {
  categoriesDto,
  inLanguage,
  manyProducts,
  productDto,
  settingsAnswer,
} from '../support/wireFixtures';
import { storefrontReadings, type StorefrontReading } from '../support/storefrontReadings';

// The contract between the API and the storefront. Every /api/v1 route is called for
// real on the demo catalogue; each answer must match its wire schema in src/shared/wire exactly
// (no field missing, none undeclared, every type as declared: the types the storefront compiles
// against), and answers the storefront reads go through its own transforms, which must read every
// record and every value the server sent. A route without a case here fails the test.

interface Route {
  method: string;
  url: string;
  response: Record<string, unknown>;
}

interface Case {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** The route as registered, e.g. `/products/:id`. */
  route: string;
  url: () => string;
  /** JSON, or a text body (a CSV file) sent with its own Content-Type. */
  payload?: () => object | string;
  auth?: boolean;
  /** Sent with a staff member's token (the back office's calls). */
  staff?: boolean;
  /** Sent with an owner's token (the back office's owner-only calls). */
  owner?: boolean;
  headers?: () => Record<string, string>;
  status?: number;
}

let testDb: TestDb;
let app: FastifyInstance;
const routes: Route[] = [];
const ids = {
  product: 0,
  productSlug: '',
  category: 0,
  categorySlug: '',
  user: 0,
  address: 0,
  spare: 0,
  cartLine: 0,
  order: 0,
};
let token = '';
let staffToken = '';
let ownerToken = '';
/** A customer account invited to join the staff: its own token and the invitation's. */
const invitee = { token: '', invite: '' };
/**
 * What the back-office cases create or read: a staff member, their invite, a product, a category,
 * a picture, a social page, a banner and header pictures.
 */
const admin = {
  member: 0,
  invite: '',
  product: 0,
  category: 0,
  picture: '',
  social: 0,
  banner: '',
  headerImage: 0,
  /** The other header pictures (the demo's), in order. */
  headerImages: [] as number[],
  /** The about page as the owner's read answered it. */
  about: {} as Record<string, unknown>,
  /** Each content list's ids, in order, as its read (then its create) answered them. */
  entries: {} as Record<string, number[]>,
};
const mails: string[] = [];
/** A transaction the gateway's callback case sends. */
const paymobToken = new PaymobStandIn().transaction(
  { orderId: 9001, body: { amount: 8000, special_reference: 'ZJ-000001' } },
  true,
);

/** The picture the back-office cases upload (a multipart body). */
const picture = upload('vase.png', 'image/png', blankPng(32, 24));

beforeAll(async () => {
  testDb = await createTestDb();
  await seedIfEmpty(testDb.db);
  app = buildTestApp(testDb.db, {
    mailer: { send: async (message) => void mails.push(message.text) },
    // The gateway's callback answers only with PAYMOB_* set (no call reaches this address).
    config: testConfig({ paymob: { baseUrl: 'http://127.0.0.1:9', ...STAND_IN_KEYS } }),
  });
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = [route.method].flat();
    if (!route.url.startsWith('/api/v1/') || methods.includes('HEAD')) return;
    const response = (route.schema?.response ?? {}) as Record<string, unknown>;
    for (const method of methods) routes.push({ method, url: route.url, response });
  });
  await app.ready();
  staffToken = (await createBackOfficeUser(testDb.db, 'staff')).token;
  ownerToken = (await createBackOfficeUser(testDb.db, 'owner')).token;
  const invited = await createUser(testDb.db, { phoneNumber: '01066666666' });
  invitee.token = invited.token;
  invitee.invite = await createInvite(testDb.db, invited.user.id, new Date(), 'staff');
}, 60_000);
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

async function send(c: Case) {
  const res = await app.inject({
    method: c.method,
    url: `/api/v1${c.url()}`,
    headers: {
      'accept-language': 'en',
      ...(c.auth && token ? { authorization: `Bearer ${token}` } : {}),
      ...(c.staff ? { authorization: `Bearer ${staffToken}` } : {}),
      ...(c.owner ? { authorization: `Bearer ${ownerToken}` } : {}),
      ...c.headers?.(),
    },
    ...(c.payload ? { payload: c.payload() } : {}),
  });
  // A download answers its file; every other answer is JSON.
  const csv = String(res.headers['content-type'] ?? '').startsWith('text/csv');
  return { status: res.statusCode, body: (csv ? res.body : res.json()) as unknown };
}

/** The schema of an answer; a file's (an answer described per content type) is its content's. */
const answerSchema = (schema: object): object =>
  (schema as { content?: Record<string, { schema: object }> }).content?.['text/csv']?.schema ??
  schema;

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
ajv.addSchema(errorBody);
const validators = new Map<object, ValidateFunction>();
function validatorFor(schema: object): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    validators.set(schema, validate);
  }
  return validate;
}

const user = () => ({ user_id: ids.user });
const shopper = {
  first_name: 'Mona',
  family_name: 'Hassan',
  email: 'mona.contract@example.com',
  phone_number: '01012345678',
  password: 'secret1',
  password_confirmation: 'secret1',
  address: '12 Tahrir Street',
  city_id: 1,
};
const addressPayload = () => ({
  ...user(),
  first_name: 'Mona',
  last_name: 'Hassan',
  phone_number: '01012345678',
  address: '12 Tahrir Street',
  address_title: 'Home',
  city_id: 1,
});

// In the order a shopper meets them, so later calls have the ids earlier ones answered.
const cases: Case[] = [
  { method: 'GET', route: '/settings', url: () => '/settings' },
  { method: 'GET', route: '/shop-details', url: () => '/shop-details' },
  { method: 'GET', route: '/header', url: () => '/header?lang=en' },
  { method: 'GET', route: '/get-cities', url: () => '/get-cities?lang=en' },
  { method: 'GET', route: '/main-categories', url: () => '/main-categories?lang=en' },
  {
    method: 'GET',
    route: '/all-latest-products',
    url: () => '/all-latest-products?lang=en&per_page=50',
  },
  { method: 'GET', route: '/top-products', url: () => '/top-products?lang=en&limit=50' },
  {
    method: 'GET',
    route: '/products/:id',
    url: () => `/products/${ids.category}?lang=en&per_page=50`,
  },
  {
    method: 'GET',
    route: '/productsDetails/:id',
    url: () => `/productsDetails/${ids.product}?lang=en`,
  },
  {
    method: 'GET',
    route: '/products/:id/related',
    url: () => `/products/${ids.product}/related?lang=en`,
  },
  {
    method: 'GET',
    route: '/product-lookup',
    url: () =>
      `/product-lookup?lang=en&product_slug=${encodeURIComponent(ids.productSlug)}&category_slug=${encodeURIComponent(ids.categorySlug)}`,
  },
  { method: 'GET', route: '/catalogs', url: () => '/catalogs?lang=en' },
  { method: 'GET', route: '/videos', url: () => '/videos?page=1' },
  { method: 'GET', route: '/about-us', url: () => '/about-us?lang=en' },
  ...POLICY_PAGE_SLUGS.map((slug): Case => ({
    method: 'GET',
    route: `/${slug}`,
    url: () => `/${slug}?lang=en`,
  })),
  { method: 'GET', route: '/common-questions', url: () => '/common-questions?lang=en' },
  { method: 'GET', route: '/team-members', url: () => '/team-members?lang=en' },
  { method: 'GET', route: '/social-platforms', url: () => '/social-platforms' },
  {
    method: 'POST',
    route: '/contact-us',
    url: () => '/contact-us',
    payload: () => ({
      full_name: 'Mona Hassan',
      contact_email: 'mona@example.com',
      phone_number: '01012345678',
      text: 'We would like two hundred tea glasses for a hotel.',
    }),
  },
  {
    method: 'POST',
    route: '/register',
    url: () => '/register',
    payload: () => shopper,
    status: 201,
  },
  {
    method: 'POST',
    route: '/login',
    url: () => '/login',
    payload: () => ({ phone_number: shopper.phone_number, password: shopper.password }),
  },
  {
    method: 'GET',
    route: '/profile/userInfo',
    url: () => `/profile/userInfo?user_id=${ids.user}`,
    auth: true,
  },
  {
    method: 'POST',
    route: '/user-add-fav',
    url: () => '/user-add-fav',
    payload: () => ({ ...user(), product_id: ids.product }),
    auth: true,
  },
  {
    method: 'GET',
    route: '/all-user-fav-products',
    url: () => `/all-user-fav-products?user_id=${ids.user}`,
    auth: true,
  },
  { method: 'GET', route: '/admin/me', url: () => '/admin/me', staff: true },
  { method: 'GET', route: '/admin/staff', url: () => '/admin/staff', owner: true },
  {
    method: 'POST',
    route: '/admin/staff',
    url: () => '/admin/staff',
    payload: () => ({
      phone_number: '01055555555',
      first_name: 'Sara',
      family_name: 'Adel',
      email: 'sara.contract@example.com',
      role: 'staff',
    }),
    owner: true,
    status: 201,
  },
  {
    method: 'POST',
    route: '/staff-invite/accept',
    url: () => '/staff-invite/accept',
    payload: () => ({ token: invitee.invite }),
    headers: () => ({ authorization: `Bearer ${invitee.token}` }),
  },
  {
    method: 'PATCH',
    route: '/admin/staff/:id',
    url: () => `/admin/staff/${admin.member}`,
    payload: () => ({ role: 'owner' }),
    owner: true,
  },
  {
    method: 'POST',
    route: '/staff-password',
    url: () => '/staff-password',
    payload: () => ({
      token: admin.invite,
      password: 'glass-works-1',
      password_confirmation: 'glass-works-1',
    }),
  },
  {
    method: 'DELETE',
    route: '/admin/staff/:id',
    url: () => `/admin/staff/${admin.member}`,
    owner: true,
  },
  { method: 'GET', route: '/admin/audit', url: () => '/admin/audit?per_page=5', owner: true },
  { method: 'GET', route: '/admin/settings', url: () => '/admin/settings', owner: true },
  {
    method: 'PATCH',
    route: '/admin/settings',
    url: () => '/admin/settings',
    payload: () => ({ is_banners_active: true }),
    owner: true,
  },
  { method: 'GET', route: '/admin/shop-details', url: () => '/admin/shop-details', owner: true },
  {
    method: 'PATCH',
    route: '/admin/shop-details',
    url: () => '/admin/shop-details',
    payload: () => ({ phones: ['02 2576 1986'], chat_number: '201001986198' }),
    owner: true,
  },
  {
    method: 'GET',
    route: '/admin/social-platforms',
    url: () => '/admin/social-platforms',
    owner: true,
  },
  {
    method: 'PATCH',
    route: '/admin/social-platforms/:id',
    url: () => `/admin/social-platforms/${admin.social}`,
    payload: () => ({ link: 'https://www.facebook.com/zujaj.glass' }),
    owner: true,
  },
  { method: 'GET', route: '/admin/categories', url: () => '/admin/categories', staff: true },
  {
    method: 'POST',
    route: '/admin/categories',
    url: () => '/admin/categories',
    payload: () => ({ name_ar: 'مرايا', name_en: 'Mirrors' }),
    staff: true,
    status: 201,
  },
  {
    method: 'PATCH',
    route: '/admin/categories/:id',
    url: () => `/admin/categories/${admin.category}`,
    payload: () => ({ name_en: 'Wall mirrors' }),
    staff: true,
  },
  {
    method: 'POST',
    route: '/admin/categories/reorder',
    url: () => '/admin/categories/reorder',
    payload: () => ({ ids: [admin.category, ids.category] }),
    staff: true,
  },
  {
    method: 'GET',
    route: '/admin/products',
    url: () => '/admin/products?per_page=5&q=vase',
    staff: true,
  },
  {
    method: 'POST',
    route: '/admin/media/:folder',
    url: () => '/admin/media/products',
    payload: () => picture.payload,
    headers: () => picture.headers,
    staff: true,
    status: 201,
  },
  {
    method: 'POST',
    route: '/admin/products',
    url: () => '/admin/products',
    payload: () => ({
      name_ar: 'مرآة دائرية',
      name_en: 'Round mirror',
      product_code: 'CT-MIRROR-1',
      category_id: admin.category,
      price_before_discount: '500.00',
      price_after_discount: '450.00',
      quantity: 3,
      product_status: 'new',
      status: 'active',
      sort: 1,
      images: [admin.picture],
    }),
    staff: true,
    status: 201,
  },
  {
    method: 'GET',
    route: '/admin/products/:id',
    url: () => `/admin/products/${admin.product}`,
    staff: true,
  },
  {
    method: 'PATCH',
    route: '/admin/products/:id',
    url: () => `/admin/products/${admin.product}`,
    payload: () => ({ quantity: 4 }),
    staff: true,
  },
  {
    method: 'POST',
    route: '/admin/products/bulk',
    url: () => '/admin/products/bulk',
    payload: () => ({ ids: [admin.product], action: 'price_percent', value: 10 }),
    staff: true,
  },
  {
    method: 'GET',
    route: '/admin/products/export.csv',
    url: () => '/admin/products/export.csv',
    staff: true,
  },
  {
    method: 'POST',
    route: '/admin/products/import',
    url: () => '/admin/products/import?mode=dry_run',
    payload: () =>
      `product_code,name_ar,name_en,category_id,quantity\r\nCT-MIRROR-1,مرآة دائرية,Round mirror,${admin.category},9\r\nCT-NEW-2,,New,${admin.category},1\r\n`,
    headers: () => ({ 'content-type': 'text/csv' }),
    staff: true,
  },
  {
    method: 'DELETE',
    route: '/admin/products/:id',
    url: () => `/admin/products/${admin.product}`,
    staff: true,
  },
  {
    method: 'POST',
    route: '/admin/media/:folder',
    url: () => '/admin/media/banners',
    payload: () => picture.payload,
    headers: () => picture.headers,
    owner: true,
    status: 201,
  },
  { method: 'GET', route: '/admin/header-images', url: () => '/admin/header-images', owner: true },
  {
    method: 'POST',
    route: '/admin/header-images',
    url: () => '/admin/header-images',
    payload: () => ({ image: admin.banner }),
    owner: true,
    status: 201,
  },
  {
    method: 'PATCH',
    route: '/admin/header-images/:id',
    url: () => `/admin/header-images/${admin.headerImage}`,
    payload: () => ({ link: '/offers' }),
    owner: true,
  },
  // The public answer again, now with a slide that has a link.
  { method: 'GET', route: '/header', url: () => '/header?lang=en' },
  {
    method: 'PUT',
    route: '/admin/header-images/order',
    url: () => '/admin/header-images/order',
    payload: () => ({ ids: [admin.headerImage, ...admin.headerImages] }),
    owner: true,
  },
  {
    method: 'DELETE',
    route: '/admin/header-images/:id',
    url: () => `/admin/header-images/${admin.headerImage}`,
    owner: true,
  },
  { method: 'GET', route: '/admin/offers-banner', url: () => '/admin/offers-banner', owner: true },
  {
    method: 'PUT',
    route: '/admin/offers-banner',
    url: () => '/admin/offers-banner',
    payload: () => ({ image: admin.banner }),
    owner: true,
  },
  { method: 'GET', route: '/admin/about', url: () => '/admin/about', owner: true },
  {
    method: 'PUT',
    route: '/admin/about',
    url: () => '/admin/about',
    payload: () => ({ ...admin.about, content_en: '<p>Glass made in Egypt since 1986.</p>' }),
    owner: true,
  },
  { method: 'GET', route: '/admin/policies', url: () => '/admin/policies', owner: true },
  {
    method: 'PUT',
    route: '/admin/policies/:slug',
    url: () => '/admin/policies/shipping-policy',
    payload: () => ({
      title: 'سياسة الشحن',
      title_en: 'Shipping policy',
      content: '<p>نشحن إلى كل المحافظات.</p>',
      content_en: '<p>We ship to every governorate.</p>',
    }),
    owner: true,
  },
  { method: 'GET', route: '/admin/faq', url: () => '/admin/faq', owner: true },
  {
    method: 'POST',
    route: '/admin/faq',
    url: () => '/admin/faq',
    payload: () => ({
      title_ar: 'هل تشحنون؟',
      title_en: 'Do you ship?',
      description_ar: 'نعم.',
      description_en: 'Yes.',
    }),
    owner: true,
    status: 201,
  },
  {
    method: 'PATCH',
    route: '/admin/faq/:id',
    url: () => `/admin/faq/${admin.entries['faq']?.at(-1)}`,
    payload: () => ({ description_en: 'Yes, everywhere in Egypt.' }),
    owner: true,
  },
  {
    method: 'PUT',
    route: '/admin/faq/order',
    url: () => '/admin/faq/order',
    payload: () => ({ ids: [...(admin.entries['faq'] ?? [])].reverse() }),
    owner: true,
  },
  {
    method: 'DELETE',
    route: '/admin/faq/:id',
    url: () => `/admin/faq/${admin.entries['faq']?.at(-1)}`,
    owner: true,
  },
  { method: 'GET', route: '/admin/team-members', url: () => '/admin/team-members', owner: true },
  {
    method: 'POST',
    route: '/admin/team-members',
    url: () => '/admin/team-members',
    payload: () => ({
      name_ar: 'منى',
      name_en: 'Mona',
      job_title_ar: 'مبيعات',
      job_title_en: 'Sales',
      phone: '+20 100 000 0000',
      photo: null,
    }),
    owner: true,
    status: 201,
  },
  {
    method: 'PATCH',
    route: '/admin/team-members/:id',
    url: () => `/admin/team-members/${admin.entries['team-members']?.at(-1)}`,
    payload: () => ({ phone: null }),
    owner: true,
  },
  {
    method: 'PUT',
    route: '/admin/team-members/order',
    url: () => '/admin/team-members/order',
    payload: () => ({ ids: [...(admin.entries['team-members'] ?? [])].reverse() }),
    owner: true,
  },
  {
    method: 'DELETE',
    route: '/admin/team-members/:id',
    url: () => `/admin/team-members/${admin.entries['team-members']?.at(-1)}`,
    owner: true,
  },
  { method: 'GET', route: '/admin/catalogs', url: () => '/admin/catalogs', owner: true },
  {
    method: 'POST',
    route: '/admin/catalogs',
    url: () => '/admin/catalogs',
    payload: () => ({
      title_ar: 'كتالوج',
      title_en: 'Catalog',
      image_ar: admin.banner,
      image_en: null,
    }),
    owner: true,
    status: 201,
  },
  {
    method: 'PATCH',
    route: '/admin/catalogs/:id',
    url: () => `/admin/catalogs/${admin.entries['catalogs']?.at(-1)}`,
    payload: () => ({ title_en: 'Catalog 2026' }),
    owner: true,
  },
  {
    method: 'PUT',
    route: '/admin/catalogs/order',
    url: () => '/admin/catalogs/order',
    payload: () => ({ ids: [...(admin.entries['catalogs'] ?? [])].reverse() }),
    owner: true,
  },
  {
    method: 'DELETE',
    route: '/admin/catalogs/:id',
    url: () => `/admin/catalogs/${admin.entries['catalogs']?.at(-1)}`,
    owner: true,
  },
  { method: 'GET', route: '/admin/videos', url: () => '/admin/videos', owner: true },
  {
    method: 'POST',
    route: '/admin/videos',
    url: () => '/admin/videos',
    payload: () => ({
      title_ar: 'المصنع',
      title_en: 'The factory',
      link: 'https://youtu.be/dQw4w9WgXcQ',
    }),
    owner: true,
    status: 201,
  },
  {
    method: 'PATCH',
    route: '/admin/videos/:id',
    url: () => `/admin/videos/${admin.entries['videos']?.at(-1)}`,
    payload: () => ({ title_en: 'Our factory' }),
    owner: true,
  },
  {
    method: 'PUT',
    route: '/admin/videos/order',
    url: () => '/admin/videos/order',
    payload: () => ({ ids: [...(admin.entries['videos'] ?? [])].reverse() }),
    owner: true,
  },
  {
    method: 'DELETE',
    route: '/admin/videos/:id',
    url: () => `/admin/videos/${admin.entries['videos']?.at(-1)}`,
    owner: true,
  },
  {
    method: 'POST',
    route: '/cart/store',
    url: () => '/cart/store',
    payload: () => ({ ...user(), product_id: ids.product, quantity: 2 }),
    auth: true,
  },
  { method: 'POST', route: '/cart/get', url: () => '/cart/get', payload: user, auth: true },
  {
    method: 'POST',
    route: '/user-addresses/cities',
    url: () => '/user-addresses/cities',
    payload: user,
    auth: true,
  },
  {
    method: 'POST',
    route: '/user-addresses/create',
    url: () => '/user-addresses/create',
    payload: addressPayload,
    auth: true,
    status: 201,
  },
  {
    method: 'POST',
    route: '/user-addresses/update/:id',
    url: () => `/user-addresses/update/${ids.address}`,
    payload: addressPayload,
    auth: true,
  },
  {
    method: 'POST',
    route: '/user-addresses/all',
    url: () => '/user-addresses/all',
    payload: user,
    auth: true,
  },
  {
    method: 'POST',
    route: '/user-addresses/create',
    url: () => '/user-addresses/create',
    payload: () => ({ ...addressPayload(), address_title: 'Work' }),
    auth: true,
    status: 201,
  },
  {
    method: 'POST',
    route: '/user-addresses/set-main/:id',
    url: () => `/user-addresses/set-main/${ids.spare}`,
    payload: user,
    auth: true,
  },
  {
    method: 'POST',
    route: '/user-orders/create',
    url: () => '/user-orders/create',
    payload: () => ({
      ...user(),
      products: [{ product_id: ids.product, quantity: 1 }],
      shipping_address_id: ids.address,
      payment_method: 'cash',
    }),
    headers: () => ({ 'idempotency-key': 'contract-order-1' }),
    auth: true,
    status: 201,
  },
  {
    method: 'GET',
    route: '/user-orders',
    url: () => `/user-orders?user_id=${ids.user}`,
    auth: true,
  },
  { method: 'GET', route: '/payments/methods', url: () => '/payments/methods' },
  {
    // Signed, of a kind the shop does not act on: answered, nothing changed.
    method: 'POST',
    route: '/payments/paymob/callback',
    url: () =>
      `/payments/paymob/callback?hmac=${paymobHmac(STAND_IN_KEYS.hmacSecret, paymobToken)}`,
    payload: () => ({ type: 'TOKEN', obj: paymobToken }),
  },
  { method: 'GET', route: '/admin/orders', url: () => '/admin/orders?per_page=5', staff: true },
  {
    method: 'GET',
    route: '/admin/orders/export.csv',
    url: () => '/admin/orders/export.csv?from=2020-01-01',
    owner: true,
  },
  {
    method: 'GET',
    route: '/admin/orders/unread-count',
    url: () => '/admin/orders/unread-count',
    staff: true,
  },
  {
    method: 'GET',
    route: '/admin/orders/:id',
    url: () => `/admin/orders/${ids.order}`,
    staff: true,
  },
  {
    method: 'PATCH',
    route: '/admin/orders/:id',
    url: () => `/admin/orders/${ids.order}`,
    payload: () => ({ status: 'confirmed', cash_collected: true }),
    staff: true,
  },
  {
    method: 'POST',
    route: '/cart/store',
    url: () => '/cart/store',
    payload: () => ({ ...user(), product_id: ids.product, quantity: 1 }),
    auth: true,
  },
  {
    method: 'DELETE',
    route: '/cart/delete/:itemId',
    url: () => `/cart/delete/${ids.cartLine}`,
    payload: user,
    auth: true,
  },
  {
    method: 'POST',
    route: '/user-addresses/delete/:id',
    url: () => `/user-addresses/delete/${ids.address}`,
    payload: user,
    auth: true,
  },
  {
    method: 'POST',
    route: '/profile/change-personal-info',
    url: () => '/profile/change-personal-info',
    payload: () => ({
      ...user(),
      first_name: 'Mona',
      last_name: 'Hassan',
      email: shopper.email,
      // A new phone: the notice to the e-mail carries the link /restore-identity uses below.
      phone_number: '01087654321',
    }),
    auth: true,
  },
  {
    method: 'POST',
    route: '/profile/change-password',
    url: () => '/profile/change-password',
    payload: () => ({
      ...user(),
      old_password: shopper.password,
      password: 'secret12',
      password_confirmation: 'secret12',
    }),
    auth: true,
  },
  { method: 'POST', route: '/logout', url: () => '/logout', auth: true },
  {
    method: 'POST',
    route: '/restore-identity',
    url: () => '/restore-identity',
    // Puts the registered phone back (the login below uses it).
    payload: () => ({
      token:
        mails.map((text) => /restore-account\?token=([\w-]+)/.exec(text)?.[1]).findLast(Boolean) ??
        '',
    }),
  },
  {
    method: 'POST',
    route: '/forgot-password',
    url: () => '/forgot-password',
    payload: () => ({ email: shopper.email }),
  },
  {
    method: 'POST',
    route: '/reset-password',
    url: () => '/reset-password',
    payload: () => ({
      email: shopper.email,
      code: /^(\d{6})$/m.exec(mails.at(-1) ?? '')?.[1] ?? '',
      password: 'secret12',
      password_confirmation: 'secret12',
    }),
  },
  {
    method: 'POST',
    route: '/login',
    url: () => '/login',
    payload: () => ({ phone_number: shopper.phone_number, password: 'secret12' }),
  },
  {
    method: 'POST',
    route: '/profile/delete-account',
    url: () => '/profile/delete-account',
    payload: user,
    auth: true,
  },
];

/** Paths of every object schema below `schema` that lists properties but allows others. */
function openObjects(schema: unknown, path: string): string[] {
  if (Array.isArray(schema)) return schema.flatMap((item, i) => openObjects(item, `${path}[${i}]`));
  if (!schema || typeof schema !== 'object') return [];
  const node = schema as Record<string, unknown>;
  const own = node.properties && node.additionalProperties !== false ? [path] : [];
  return [
    ...own,
    ...Object.entries(node).flatMap(([key, value]) => openObjects(value, `${path}/${key}`)),
  ];
}

/** Remembers what later calls need from an answer (ids, the session token). */
function remember(c: Case, body: unknown): void {
  if (c.route === '/main-categories') {
    const [first] = (body as MainCategoriesAnswer).data;
    ids.category = first?.id ?? 0;
    ids.categorySlug = first?.slug ?? '';
  }
  if (c.route === '/all-latest-products') {
    const buyable = (body as LatestProductsAnswer).data.find(
      (p) => Number(p.price_after_discount) > 0 && p.quantity > 5,
    );
    ids.product = buyable?.id ?? 0;
    ids.productSlug = buyable?.slug ?? '';
  }
  if (c.route === '/register' || c.route === '/login') {
    const session = body as SessionAnswer;
    token = session.token;
    ids.user = session.user.id;
  }
  if (c.route === '/user-addresses/create') {
    const { id } = (body as AddressCreatedAnswer).data;
    if (ids.address) ids.spare = id;
    else ids.address = id;
  }
  if (c.route === '/admin/staff' && c.method === 'POST') {
    const answer = body as { data: { id: number }; invite_url?: string };
    admin.member = answer.data.id;
    admin.invite = new URL(answer.invite_url ?? 'http://x/').searchParams.get('token') ?? '';
  }
  if (c.route === '/admin/social-platforms') {
    admin.social = (body as { data: Array<{ id: number }> }).data[0]?.id ?? 0;
  }
  if (c.route === '/admin/categories' && c.method === 'POST') {
    admin.category = (body as { data: { id: number } }).data.id;
  }
  if (c.route === '/admin/media/:folder') {
    const { url } = (body as { data: { url: string } }).data;
    if (url.startsWith('/media/banners/')) admin.banner = url;
    else admin.picture = url;
  }
  if (c.route === '/admin/header-images' && c.method === 'GET') {
    admin.headerImages = (body as { data: Array<{ id: number }> }).data.map((row) => row.id);
  }
  if (c.route === '/admin/header-images' && c.method === 'POST') {
    admin.headerImage = (body as { data: { id: number } }).data.id;
  }
  if (c.route === '/admin/about' && c.method === 'GET') {
    admin.about = (body as { data: Record<string, unknown> }).data;
  }
  const list = /^\/admin\/(faq|team-members|catalogs|videos)$/.exec(c.route)?.[1];
  if (list && c.method === 'GET') {
    admin.entries[list] = (body as { data: Array<{ id: number }> }).data.map((row) => row.id);
  }
  if (list && c.method === 'POST') {
    admin.entries[list]?.push((body as { data: { id: number } }).data.id);
  }
  if (c.route === '/admin/products' && c.method === 'POST') {
    admin.product = (body as { data: { id: number } }).data.id;
  }
  if (c.route === '/user-orders/create') ids.order = (body as OrderCreatedAnswer).data.id;
  if (c.route === '/cart/store') ids.cartLine = (body as CartAnswer).data.items.at(-1)?.id ?? 0;
}

describe('API ↔ storefront contract', () => {
  const answers: Array<{ c: Case; body: unknown }> = [];

  it('every call answers its wire schema exactly', async () => {
    for (const c of cases) {
      const { status, body } = await send(c);
      const expected = c.status ?? 200;
      if (status !== expected)
        throw new Error(`${c.method} ${c.url()}: ${status} ${JSON.stringify(body)}`);
      const route = routes.find((r) => r.method === c.method && r.url === `/api/v1${c.route}`);
      if (!route) throw new Error(`${c.method} ${c.route}: no such route`);
      const schema = route.response[String(expected)] as object | undefined;
      if (!schema) throw new Error(`${c.method} ${c.route}: no ${expected} answer schema`);
      const validate = validatorFor(answerSchema(schema));
      if (!validate(body)) {
        throw new Error(`${c.method} ${c.route}: ${ajv.errorsText(validate.errors)}`);
      }
      remember(c, body);
      answers.push({ c, body });
    }
  });

  it('every /api/v1 route has a case', () => {
    const covered = new Set(cases.map((c) => `${c.method} /api/v1${c.route}`));
    const missing = routes.map((r) => `${r.method} ${r.url}`).filter((key) => !covered.has(key));
    expect(missing).toEqual([]);
  });

  it('every success answer is closed at every level, so derived DTO types hide no misspelt field', () => {
    const open = routes.flatMap(({ method, url, response }) =>
      Object.entries(response)
        .filter(([status]) => /^2\d\d$/.test(status))
        .flatMap(([status, schema]) => openObjects(schema, `${method} ${url} ${status}`)),
    );
    expect(open).toEqual([]);
  });

  it.each(
    storefrontReadings.map((reading): [string, StorefrontReading] => [reading.route, reading]),
  )('the storefront reads every value of %s', (route, reading) => {
    const seen = answers.filter(({ c }) => c.route === route);
    expect(seen.length).toBeGreaterThan(0);
    for (const { body } of seen) reading.check(body);
  });
});

describe("the web tests' MSW fixtures", () => {
  const fixtures: Array<[string, object, unknown]> = [
    ['a product', product, productDto({ id: 7 })],
    ['a product in English', product, inLanguage(productDto({ id: 7 }), 'en')],
    [
      'a product without price',
      product,
      productDto({ id: 8, price_after_discount: '0.00', price_before_discount: null }),
    ],
    ...manyProducts(20, 3).map((p): [string, object, unknown] => [`product ${p.id}`, product, p]),
    ...categoriesDto.map((c): [string, object, unknown] => [`category ${c.slug}`, mainCategory, c]),
    ['the settings answer', settingsAnswerSchema, settingsAnswer()],
  ];

  it.each(fixtures)('%s is an answer the server can send', (_name, schema, fixture) => {
    const validate = validatorFor(schema);
    expect(validate(fixture) ? [] : validate.errors).toEqual([]);
  });
});
