import swagger from '@fastify/swagger';
import { globalPlugin } from '../lib/globalPlugin';

/**
 * OpenAPI document generated from the route schemas. Register before any route: the generator
 * collects routes as they are added. Served as JSON at GET /api/docs (outside /api/v1).
 */
export const docsPlugin = globalPlugin<{ publicUrl: string }>(
  'zujaj-docs',
  async (app, { publicUrl }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Zujaj storefront API',
          description:
            'Bilingual (ar default, en) API of the Zujaj storefront. Errors answer { message, errors? }; ' +
            'messages follow Accept-Language.',
          version: '1.0.0',
        },
        servers: [{ url: publicUrl }],
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
        },
      },
    });

    app.get('/api/docs', { schema: { hide: true } }, async (_request, reply) =>
      reply.header('cache-control', 'no-cache').send(app.swagger()),
    );
  },
);
