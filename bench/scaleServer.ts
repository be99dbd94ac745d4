/**
 * The server bench/scale.ts measures: our buildApp on DATABASE_URL, listening on PORT (no storefront
 * build, no demo-image drawing, which `npm start` would do beside the measurement). Prints
 * "listening <port>" once it accepts connections.
 */
import path from 'node:path';
import os from 'node:os';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';

async function main(): Promise<void> {
  const config = { ...loadConfig(), distDir: path.join(os.tmpdir(), 'zujaj-bench-no-dist') };
  const database = await openDatabase(config);
  const app = buildApp({ db: database.db, config, logger: false, serverRender: null });
  await app.listen({ port: config.port, host: '127.0.0.1' });
  const address = app.server.address();
  process.stdout.write(`listening ${address && typeof address === 'object' ? address.port : ''}\n`);
  const stop = () => {
    void app
      .close()
      .then(() => database.close())
      .finally(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`scaleServer: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
