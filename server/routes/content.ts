import type { FastifyPluginAsync } from 'fastify';
import type { PolicySlug } from '../db/schema';
import { HttpError } from '../lib/httpError';
import {
  getAboutUs,
  getPolicyPage,
  getSettings,
  listCatalogs,
  listCommonQuestions,
  listHeaderImages,
  listSocialPlatforms,
  listTeamMembers,
  listVideos,
  storeContactMessage,
  validateContact,
  WindowCounter,
  type ContactInput,
} from '../services/contentService';
import { errorResponses, langQuery, listAnswer, pageField } from './schemas';

const settingsItem = {
  type: 'object',
  required: [
    'id',
    'is_maintenance_active',
    'is_latest_product_active',
    'is_best_seller_active',
    'is_main_banner_is_active',
    'is_banners_active',
  ],
  properties: {
    id: { type: 'integer' },
    is_maintenance_active: { type: 'boolean' },
    is_latest_product_active: { type: 'boolean' },
    is_best_seller_active: { type: 'boolean' },
    is_main_banner_is_active: { type: 'boolean' },
    is_banners_active: { type: 'boolean' },
  },
} as const;

const VIDEOS_PER_PAGE = 9;
const CONTACT_LIMIT = 10;
const CONTACT_WINDOW_MS = 10 * 60 * 1000;

const POLICY_SLUGS: readonly PolicySlug[] = [
  'shipping-policy',
  'terms-conditions',
  'privacy-policy',
  'exchanges-and-returns',
];

const str = { type: 'string' } as const;
const nullableStr = { type: ['string', 'null'] } as const;

const successAnswer = (data: object) => ({
  type: 'object',
  required: ['success', 'status_code', 'data'],
  properties: { success: { type: 'boolean' }, status_code: { type: 'integer' }, data },
});

const headerImageSchema = {
  type: 'object',
  required: ['id', 'image'],
  properties: { id: { type: 'integer' }, image: str },
} as const;

const catalogSchema = {
  type: 'object',
  required: ['id', 'title', 'title_en', 'image_ar', 'image_en'],
  properties: {
    id: { type: 'integer' },
    title: str,
    title_ar: str,
    title_en: str,
    image_ar: nullableStr,
    image_en: nullableStr,
  },
} as const;

const videoSchema = {
  type: 'object',
  required: ['id', 'title', 'title_en', 'link'],
  properties: { id: { type: 'integer' }, title: str, title_ar: str, title_en: str, link: str },
} as const;

const aboutSchema = {
  type: 'object',
  required: ['content', 'content_en', 'about_us_images'],
  properties: {
    content: { type: 'string', description: 'HTML in the request language' },
    content_ar: str,
    content_en: str,
    about_us_images: { type: 'array', items: str },
  },
} as const;

const policySchema = {
  type: 'object',
  required: ['title', 'content'],
  properties: {
    title: str,
    title_ar: str,
    title_en: str,
    content: { type: 'string', description: 'HTML in the request language' },
    content_ar: str,
    content_en: str,
  },
} as const;

const questionSchema = {
  type: 'object',
  required: ['id', 'title', 'title_en', 'description', 'description_en'],
  properties: {
    id: { type: 'integer' },
    title: str,
    title_ar: str,
    title_en: str,
    description: str,
    description_ar: str,
    description_en: str,
  },
} as const;

const teamMemberSchema = {
  type: 'object',
  required: ['id', 'job_title', 'job_title_en', 'name', 'name_en', 'phone', 'photo'],
  properties: {
    id: { type: 'integer' },
    job_title: str,
    job_title_ar: str,
    job_title_en: str,
    name: str,
    name_ar: str,
    name_en: str,
    phone: nullableStr,
    photo: nullableStr,
  },
} as const;

const socialPlatformSchema = {
  type: 'object',
  required: ['id', 'name', 'link'],
  properties: { id: { type: 'integer' }, name: str, link: str },
} as const;

/** SPEC §7 content calls: settings, header images, pages, team, contact … */
export const contentRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/settings',
    {
      schema: {
        tags: ['content'],
        summary: 'Home page switches (SPEC §3); the record is the first element of data',
        querystring: langQuery,
        response: { 200: listAnswer(settingsItem), ...errorResponses },
      },
    },
    async () => ({ status_code: 200, data: await getSettings(app.db) }),
  );

  app.get(
    '/header',
    {
      schema: {
        tags: ['content'],
        summary: 'Header carousel images (16:7, -320/-640/-1280 WebP siblings)',
        querystring: langQuery,
        response: { 200: listAnswer(headerImageSchema), ...errorResponses },
      },
    },
    async () => ({ status_code: 200, data: await listHeaderImages(app.db) }),
  );

  app.get(
    '/catalogs',
    {
      schema: {
        tags: ['content'],
        summary: 'Catalog covers, Arabic and English images',
        querystring: langQuery,
        response: { 200: listAnswer(catalogSchema), ...errorResponses },
      },
    },
    async (request) => ({ status_code: 200, data: await listCatalogs(app.db, request.lang) }),
  );

  app.get<{ Querystring: { page: number; per_page: number } }>(
    '/videos',
    {
      schema: {
        tags: ['content'],
        summary: 'Videos, paginated (9 a page by default)',
        querystring: {
          type: 'object',
          properties: {
            ...langQuery.properties,
            page: pageField,
            per_page: { type: 'integer', minimum: 1, maximum: 50, default: VIDEOS_PER_PAGE },
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['status_code', 'data', 'current_page', 'last_page', 'per_page', 'total'],
            properties: {
              status_code: { type: 'integer' },
              data: { type: 'array', items: videoSchema },
              current_page: { type: 'integer' },
              last_page: { type: 'integer' },
              per_page: { type: 'integer' },
              total: { type: 'integer' },
            },
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { page, per_page: perPage } = request.query;
      const result = await listVideos(app.db, { page, perPage, lang: request.lang });
      return {
        status_code: 200,
        data: result.records,
        current_page: page,
        last_page: result.lastPage,
        per_page: perPage,
        total: result.total,
      };
    },
  );

  app.get(
    '/about-us',
    {
      schema: {
        tags: ['content'],
        summary: 'About page: HTML in the request language and the 34 factory images',
        querystring: langQuery,
        response: { 200: successAnswer(aboutSchema), ...errorResponses },
      },
    },
    async (request) => ({
      success: true,
      status_code: 200,
      data: await getAboutUs(app.db, request.lang),
    }),
  );

  for (const slug of POLICY_SLUGS) {
    app.get(
      `/${slug}`,
      {
        schema: {
          tags: ['content'],
          summary: `Content page ${slug}: title and HTML in the request language`,
          querystring: langQuery,
          response: { 200: successAnswer(policySchema), ...errorResponses },
        },
      },
      async (request) => {
        const page = await getPolicyPage(app.db, slug, request.lang);
        if (!page) throw new HttpError(404, 'not_found');
        return { success: true, status_code: 200, data: page };
      },
    );
  }

  app.get(
    '/common-questions',
    {
      schema: {
        tags: ['content'],
        summary: 'Frequently asked questions',
        querystring: langQuery,
        response: {
          200: successAnswer({ type: 'array', items: questionSchema }),
          ...errorResponses,
        },
      },
    },
    async (request) => ({
      success: true,
      status_code: 200,
      data: await listCommonQuestions(app.db, request.lang),
    }),
  );

  app.get(
    '/team-members',
    {
      schema: {
        tags: ['content'],
        summary: 'Team members for the contact page',
        querystring: langQuery,
        response: { 200: listAnswer(teamMemberSchema), ...errorResponses },
      },
    },
    async (request) => ({ status_code: 200, data: await listTeamMembers(app.db, request.lang) }),
  );

  app.get(
    '/social-platforms',
    {
      schema: {
        tags: ['content'],
        summary: 'The five social links of the header and footer',
        querystring: langQuery,
        response: { 200: listAnswer(socialPlatformSchema), ...errorResponses },
      },
    },
    async () => ({ status_code: 200, data: await listSocialPlatforms(app.db) }),
  );

  // Per app (so per test server): 10 messages per client address in 10 minutes.
  const contactLimiter = new WindowCounter(CONTACT_LIMIT, CONTACT_WINDOW_MS);

  app.post<{ Body: ContactInput }>(
    '/contact-us',
    {
      schema: {
        tags: ['content'],
        summary: 'Stores a contact message; 422 with per-field errors (SPEC §5), 429 when too many',
        querystring: langQuery,
        body: {
          type: 'object',
          properties: {
            full_name: { type: ['string', 'null'] },
            contact_email: { type: ['string', 'null'] },
            phone_number: { type: ['string', 'null'] },
            text: { type: ['string', 'null'] },
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['status_code', 'message'],
            properties: { status_code: { type: 'integer' }, message: { type: 'string' } },
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const result = validateContact(request.body ?? {});
      if (!result.ok) throw new HttpError(422, 'validation_failed', result.errors);
      if (!contactLimiter.take(request.ip)) throw new HttpError(429, 'too_many_attempts');
      await storeContactMessage(app.db, result.message);
      return { status_code: 200, message: request.t('message_sent_success') };
    },
  );
};

export default contentRoutes;
