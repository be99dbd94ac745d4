import type { FastifyPluginAsync } from 'fastify';

/** SPEC §7 cart, favourites and order calls. Registered under /api/v1 by app.ts. */
export const cartRoutes: FastifyPluginAsync = async () => {};

export default cartRoutes;
