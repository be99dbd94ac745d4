import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/support/chromium';
import { OWNER, SHOP_EMAIL } from './e2e/support/owner';

// Playwright evaluates this file in the runner and again in every worker; the values that must be
// the same everywhere go through the environment the workers inherit.
process.env.E2E_PORT ??= '3123';
if (!process.env.E2E_DATA_DIR) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'zujaj-e2e-'));
  process.env.E2E_DATA_DIR = dataDir;
  // Only the runner gets here (workers inherit the variable). It exits after the web server has
  // stopped, so the database folder (about 40 MB) can go then.
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}

const port = process.env.E2E_PORT;
/** The journeys of the `storewide` project (see below). */
const STOREWIDE = /(admin-settings|admin-storefront-pictures|fresh-prices)\.spec\.ts$/;
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: [['list'], ['./e2e/support/retriedReporter.ts']],
  // The machine is shared and noisy: from one CI run to the next the same journeys take up to three
  // times as long, and a first page load can take several seconds.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions },
      testIgnore: STOREWIDE,
    },
    {
      // Journeys that change what every shopper sees (maintenance, the home page's switches, a
      // price) run after all the others, one at a time, so no other journey meets a shop they
      // closed or a price they changed.
      name: 'storewide',
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions },
      testMatch: STOREWIDE,
      dependencies: ['chromium'],
      workers: 1,
    },
  ],
  webServer: {
    // The product's own start, as operators run it: builds dist/ first when it is missing.
    command: 'node --import tsx server/index.ts',
    url: `${baseURL}/`,
    env: {
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      PUBLIC_URL: baseURL,
      // As behind the usual one reverse proxy (it listens on 127.0.0.1 only, so nobody else can
      // name an address): e2e/support/shopper.ts registers each shopper from its own address.
      TRUST_PROXY: '1',
      // The back office's first owner, made at start as an operator would.
      OWNER_PHONE: OWNER.phone,
      OWNER_PASSWORD: OWNER.password,
      OWNER_NAME: OWNER.name,
      // New orders are mailed to the shop (to the outbox: no SMTP_URL).
      SHOP_EMAIL,
      // The journeys check what the server renders; on a busy machine a render can outlive the
      // product's 2 s deadline and the page would come as the plain shell.
      RENDER_TIMEOUT_MS: '15000',
    },
    reuseExistingServer: false,
    // A first start may build the storefront (a minute or two on 2 cores) and seed the database.
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
