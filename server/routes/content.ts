import type { ApiPlugin } from '../lib/apiPlugin';
import { HttpError } from '../lib/httpError';
import { POLICY_PAGE_SLUGS } from '../../src/shared/wire/content';
import {
  aboutUsSchema,
  catalogsSchema,
  commonQuestionsSchema,
  contactSchema,
  headerImagesSchema,
  policyPageSchema,
  settingsSchema,
  shopDetailsSchema,
  socialPlatformsSchema,
  teamMembersSchema,
  videosSchema,
} from '../schemas/content';
import { receiveContactMessage } from '../services/contactService';
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
} from '../services/contentService';
import { readShopDetails } from '../services/shopDetailsService';
import { LIMITS, LimitStore, RateLimiter, type Clock } from '../services/rateLimiter';

export type ContentRoutesOptions = {
  /** Time for the contact limit's windows; tests pass a fake one. */
  clock?: Clock;
};

/**
 * Content calls: settings, header images, pages, team, contact … Registered under /api/v1 by
 * app.ts.
 */
export const contentRoutes: ApiPlugin<ContentRoutesOptions> = async (app, options) => {
  // Public reads answered from the read cache until their tables change (plugins/readCache.ts).
  const SETTINGS = { readCache: 'settings' } as const;
  const CONTENT = { readCache: 'content' } as const;

  app.get('/settings', { schema: settingsSchema, config: SETTINGS }, async () => ({
    status_code: 200,
    data: await getSettings(app.db),
  }));

  // Cached with the settings: its table's writes bump the same tag (migration 0011).
  app.get('/shop-details', { schema: shopDetailsSchema, config: SETTINGS }, async () => ({
    status_code: 200,
    data: await readShopDetails(app.db),
  }));

  app.get('/header', { schema: headerImagesSchema, config: CONTENT }, async () => ({
    status_code: 200,
    data: await listHeaderImages(app.db),
  }));

  app.get('/catalogs', { schema: catalogsSchema, config: CONTENT }, async (request) => ({
    status_code: 200,
    data: await listCatalogs(app.db, request.lang),
  }));

  app.get('/videos', { schema: videosSchema, config: CONTENT }, async (request) => {
    const { page, per_page: perPage } = request.query;
    const result = await listVideos(app.db, { page, perPage, lang: request.lang });
    return {
      status_code: 200,
      data: result.records,
      current_page: result.currentPage,
      last_page: result.lastPage,
      per_page: result.perPage,
      total: result.total,
    };
  });

  app.get('/about-us', { schema: aboutUsSchema, config: CONTENT }, async (request) => ({
    success: true,
    status_code: 200,
    data: await getAboutUs(app.db, request.lang),
  }));

  for (const slug of POLICY_PAGE_SLUGS) {
    app.get(`/${slug}`, { schema: policyPageSchema(slug), config: CONTENT }, async (request) => {
      const page = await getPolicyPage(app.db, slug, request.lang);
      if (!page) throw new HttpError(404, 'not_found');
      return { success: true, status_code: 200, data: page };
    });
  }

  app.get(
    '/common-questions',
    { schema: commonQuestionsSchema, config: CONTENT },
    async (request) => ({
      success: true,
      status_code: 200,
      data: await listCommonQuestions(app.db, request.lang),
    }),
  );

  app.get('/team-members', { schema: teamMembersSchema, config: CONTENT }, async (request) => ({
    status_code: 200,
    data: await listTeamMembers(app.db, request.lang),
  }));

  app.get('/social-platforms', { schema: socialPlatformsSchema, config: CONTENT }, async () => ({
    status_code: 200,
    data: await listSocialPlatforms(app.db),
  }));

  // Counted in app.db, keyed by client address: shared by every process on the database.
  const contactLimiter = new RateLimiter(
    new LimitStore(app.db, options.clock),
    'contactPerAddress',
    LIMITS.contactPerAddress,
  );

  app.post('/contact-us', { schema: contactSchema }, async (request) => {
    await receiveContactMessage(
      app.db,
      request.body,
      { limiter: contactLimiter, client: request.ip },
      request.t.bind(request),
    );
    return { status_code: 200, message: request.t('message_sent_success') };
  });
};

export default contentRoutes;
