// The card journey's own shop: a second `npm start` process (its own fresh DATA_DIR and port) with
// the PAYMOB_* keys pointed at the Paymob stand-in, so only the journeys that need a gateway see
// one; the shared e2e server (playwright.config.ts) keeps running without.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PaymobStandIn } from '../../__tests__/support/paymobStandIn';

const ROOT = path.resolve(__dirname, '../..');

export interface GatewayShop {
  /** The shop's address (its PUBLIC_URL). */
  url: string;
  standIn: PaymobStandIn;
  stop: () => Promise<void>;
}

/** A port nobody listens on right now. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function ready(url: string, child: ChildProcess, deadline: number): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the gateway shop exited (${child.exitCode})`);
    const answer = await fetch(`${url}/readyz`).catch(() => null);
    if (answer?.ok) return;
    if (Date.now() > deadline) throw new Error('the gateway shop did not get ready');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Starts the stand-in and the shop that pays through it; `stop()` ends both. */
export async function startGatewayShop(timeoutMs = 120_000): Promise<GatewayShop> {
  const standIn = new PaymobStandIn();
  const gateway = await standIn.start();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'zujaj-e2e-gateway-'));
  const { secretKey, publicKey, hmacSecret, integrationId } = standIn.keys;
  // Its own process group, so stopping it reaches the node process behind tsx too.
  const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['server/index.ts'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      TRUST_PROXY: '1',
      PAYMOB_BASE_URL: gateway,
      PAYMOB_SECRET_KEY: secretKey,
      PAYMOB_PUBLIC_KEY: publicKey,
      PAYMOB_HMAC_SECRET: hmacSecret,
      PAYMOB_INTEGRATION_ID: String(integrationId),
    },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    await standIn.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await ready(url, child, Date.now() + timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, standIn, stop };
}
