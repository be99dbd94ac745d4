/**
 * Screenshots of / for people to look at (not a test):
 *   npx tsx e2e/screens.ts http://localhost:3000 screens/
 * writes home-{ar,en}-{375x812,1440x900}.png (the first screen) and …-full.png (the whole page)
 * into the folder.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium';

const viewports = [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
];
const languages = ['ar', 'en'] as const;

async function main(): Promise<void> {
  const [baseURL, outDir] = process.argv.slice(2);
  if (!baseURL || !outDir) {
    console.error('usage: npx tsx e2e/screens.ts <base url> <output folder>');
    process.exit(2);
  }
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    for (const language of languages) {
      for (const viewport of viewports) {
        const context = await browser.newContext({ viewport, baseURL });
        // The language choice lives in session storage under `language`, a key clients rely on.
        // A visited session skips the phone splash, so the shot shows the page itself.
        await context.addInitScript((lang) => {
          sessionStorage.setItem('language', lang);
          sessionStorage.setItem('hasVisited', 'true');
        }, language);
        const page = await context.newPage();
        await page.goto('/', { waitUntil: 'networkidle' });
        // Fonts and the pictures in view have arrived.
        await page.evaluate(async () => {
          await document.fonts.ready;
          const inView = [...document.images].filter(
            (image) => image.getBoundingClientRect().top < window.innerHeight,
          );
          await Promise.all(
            inView.map((image) => (image.complete ? null : image.decode().catch(() => null))),
          );
        });
        const name = path.join(outDir, `home-${language}-${viewport.width}x${viewport.height}`);
        await page.screenshot({ path: `${name}.png` });
        await page.screenshot({ path: `${name}-full.png`, fullPage: true });
        process.stdout.write(`wrote ${name}.png, ${name}-full.png\n`);
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
