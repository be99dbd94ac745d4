import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ServerRenderModule } from './types';

/**
 * The server-render bundle of a storefront built into `distDir`: a sibling folder (dist →
 * dist-server), outside what the server serves (serverBundleDir in webpack/serverRender.ts, same
 * rule).
 */
export function serverBundleFile(distDir: string): string {
  return path.join(`${distDir.replace(/[\\/]+$/, '')}-server`, 'render.js');
}

/**
 * Loads the bundle if the build has one; null otherwise (an older build, a test's empty folder:
 * the pages are then the plain shell). A bundle that cannot load is reported and not used.
 */
export function loadServerRender(
  distDir: string,
  warn: (message: string) => void,
): ServerRenderModule | null {
  const file = serverBundleFile(distDir);
  if (!fs.existsSync(file)) return null;
  try {
    const loaded = createRequire(__filename)(file) as Partial<ServerRenderModule>;
    if (
      typeof loaded.renderRoute !== 'function' ||
      typeof loaded.isServerRendered !== 'function' ||
      typeof loaded.isPersonalPage !== 'function'
    ) {
      warn(`${file} is not a server-render bundle; pages are sent unrendered`);
      return null;
    }
    return loaded as ServerRenderModule;
  } catch (error) {
    warn(`Cannot load ${file} (${(error as Error).message}); pages are sent unrendered`);
    return null;
  }
}
