import type { FastifyPluginAsync } from 'fastify';

/**
 * Marks a plugin as non-encapsulated so its decorators, hooks and handlers reach the whole app
 * (what the fastify-plugin package does, via Fastify's documented `skip-override` symbol).
 */
export function globalPlugin<Options extends object>(
  name: string,
  plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  Object.assign(plugin, {
    [Symbol.for('skip-override')]: true,
    [Symbol.for('fastify.display-name')]: name,
  });
  return plugin;
}
