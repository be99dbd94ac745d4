import type { FastifyReply } from 'fastify';
import { globalPlugin } from '../lib/globalPlugin';
import { appliedMigrations, shippedMigrations } from '../services/healthService';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when the process has been told to stop: it finishes what it has and takes nothing new. */
    draining: boolean;
  }
}

/** A readiness check that takes longer than this counts as a database that does not answer. */
export const READY_CHECK_TIMEOUT_MS = 2000;

function answer(reply: FastifyReply, code: number, status: string) {
  // A load balancer must see this process as it is now, never a copy.
  reply.code(code).header('cache-control', 'no-store');
  return { status };
}

/**
 * GET /healthz: the process answers (a load balancer restarts it when it does not).
 * GET /readyz: the process should get traffic: its database answers, every migration this build
 * ships is applied, and it is not stopping. Both are one cheap query at most.
 */
export const healthRoutes = globalPlugin('zujaj-health', async (app) => {
  const expected = shippedMigrations();
  app.decorate('draining', false);

  // For load balancers, not API clients: left out of the API's OpenAPI document.
  const route = { schema: { hide: true } };
  app.get('/healthz', route, async (_request, reply) => answer(reply, 200, 'ok'));

  app.get('/readyz', route, async (_request, reply) => {
    if (app.draining) return answer(reply, 503, 'draining');
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), READY_CHECK_TIMEOUT_MS);
    });
    const applied = appliedMigrations(app.db).catch(() => 'unreachable' as const);
    const outcome = await Promise.race([applied, timeout]).finally(() => clearTimeout(timer));
    if (outcome === 'timeout' || outcome === 'unreachable') {
      return answer(reply, 503, 'database unreachable');
    }
    if (outcome < expected) return answer(reply, 503, 'migrations pending');
    return answer(reply, 200, 'ready');
  });
});
