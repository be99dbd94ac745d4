import type { FastifyPluginAsync } from 'fastify';
import { getSettings } from '../services/contentService';
import { errorResponses, langQuery } from './schemas';

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

/** SPEC §7 content calls: settings, header images, pages, team, contact … */
export const contentRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/settings',
    {
      schema: {
        tags: ['content'],
        summary: 'Home page switches (SPEC §3); the record is the first element of data',
        querystring: langQuery,
        response: {
          200: {
            type: 'object',
            required: ['status_code', 'data'],
            properties: {
              status_code: { type: 'integer' },
              data: { type: 'array', items: settingsItem },
            },
          },
          ...errorResponses,
        },
      },
    },
    async () => ({ status_code: 200, data: await getSettings(app.db) }),
  );
};

export default contentRoutes;
