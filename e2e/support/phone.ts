// Lighthouse's mobile profile, for the journeys that check what a busy phone sees and for
// bench/tapTime.ts: a 4× slower CPU, 150 ms round trips, 1.6 Mbps down and 750 kbps up (per
// request, as Chromium's DevTools throttling works), a 412×823 touch screen.
import type { BrowserContextOptions, Page } from '@playwright/test';

export const MOBILE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 ' +
    '(KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
} as const;

/** A browser context shaped like the profile's phone. */
export const PHONE_CONTEXT: BrowserContextOptions = {
  viewport: MOBILE.viewport,
  deviceScaleFactor: MOBILE.deviceScaleFactor,
  isMobile: true,
  hasTouch: true,
  userAgent: MOBILE.userAgent,
};

/**
 * Slows `page`'s CPU and network to the profile, through the DevTools protocol; `cache: false`
 * makes every load a first visit's.
 */
export async function throttleLikeAPhone(page: Page, { cache = true } = {}): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  if (!cache) await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpuSlowdown });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MOBILE.latencyMs,
    downloadThroughput: MOBILE.downloadBytesPerSecond,
    uploadThroughput: MOBILE.uploadBytesPerSecond,
  });
}

/** Opens `path` and returns as soon as the page has painted its first content. */
export async function openPainted(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint').length > 0,
    null,
    { polling: 20 },
  );
}
