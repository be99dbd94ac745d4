import type { FastifyPluginAsync } from 'fastify';

/** SPEC §7 catalogue calls: categories, products, search, latest, best sellers. Registered under /api/v1 by app.ts. */
export const catalogRoutes: FastifyPluginAsync = async () => {};

export default catalogRoutes;
