// The store state each island page carries in its HTML (the `<script type="application/json">`
// the browser parses before any island runs), measured on the product's own server with the demo
// catalogue: home, the first category and its first product, in Arabic and in English.
import { gzipSync } from 'node:zlib';
import { SERVER_STATE_ID } from '../src/app/serverState';
import { LANGUAGES } from '../src/shared/rules/constants';
import { pagesOf, startServer } from './storefront';
import { freePort } from './support';

export interface PageStateSize {
  page: string;
  raw: number;
  gzip: number;
}

const STATE_ELEMENT = new RegExp(
  `<script[^>]*\\bid="?${SERVER_STATE_ID}"?[^>]*>([\\s\\S]*?)</script>`,
);

export async function measurePageStates(): Promise<PageStateSize[]> {
  const server = await startServer(await freePort());
  try {
    const sizes: PageStateSize[] = [];
    for (const language of LANGUAGES) {
      for (const page of await pagesOf(server.baseUrl, language)) {
        const res = await fetch(`${server.baseUrl}${page.path}`);
        if (!res.ok) throw new Error(`GET ${page.path} answered ${res.status}`);
        const state = STATE_ELEMENT.exec(await res.text())?.[1];
        if (state === undefined) throw new Error(`${page.path} carries no state`);
        const bytes = Buffer.from(state);
        sizes.push({
          page: decodeURI(page.path),
          raw: bytes.length,
          gzip: gzipSync(bytes, { level: 9 }).length,
        });
      }
    }
    return sizes;
  } finally {
    server.stop();
  }
}
