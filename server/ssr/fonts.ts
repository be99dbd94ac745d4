import fs from 'node:fs';
import path from 'node:path';
import type { PageLanguage } from './types';

// A server-rendered page paints its text before the web fonts arrive; when Cairo then swaps in,
// lines re-wrap and the page moves (layout shift). Preloading the faces a page of
// that language uses starts them with the HTML instead of after the stylesheet. Arabic pages use
// the Arabic faces and the Latin ones (digits, prices, codes); English pages the Latin ones.

const FACE = /url\(["']?([^"')]*\/cairo-(arabic|latin)-(?:400|700)-normal\.[^"')]*\.woff2)["']?\)/g;

/** The Cairo woff2 files of each page language, found in the built stylesheets the page links. */
export function fontPreloads(distDir: string, template: string): Record<PageLanguage, string[]> {
  const fonts: Record<PageLanguage, string[]> = { ar: [], en: [] };
  const stylesheets = [...template.matchAll(/<link[^>]+href=["']?(\/[^"'\s>]+\.css)["']?[^>]*>/g)];
  for (const [, href] of stylesheets) {
    const file = path.join(distDir, path.normalize(href!).replace(/^([/\\])+/, ''));
    if (!file.startsWith(path.resolve(distDir)) || !fs.existsSync(file)) continue;
    for (const [, url, subset] of fs.readFileSync(file, 'utf8').matchAll(FACE)) {
      if (subset === 'arabic') fonts.ar.push(url!);
      else {
        fonts.ar.push(url!);
        fonts.en.push(url!);
      }
    }
  }
  return { ar: [...new Set(fonts.ar)], en: [...new Set(fonts.en)] };
}

/** `<link rel=preload as=font>` tags (fonts are always fetched in CORS mode: crossorigin). */
export function fontPreloadTags(urls: readonly string[]): string {
  return urls
    .map((url) => `<link rel="preload" as="font" type="font/woff2" href="${url}" crossorigin>`)
    .join('');
}
