import type { FastifyPluginAsync } from 'fastify';

/** SPEC §7 account calls: register, login, passwords, profile, addresses, logout. Registered under /api/v1 by app.ts. */
export const accountRoutes: FastifyPluginAsync = async () => {};

export default accountRoutes;
