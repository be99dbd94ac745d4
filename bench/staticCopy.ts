// The noise floor of bench:lighthouse: each measured page as the server renders it, with no script
// at all, served beside the real pages. Lighthouse's score, LCP and TBT of such a page measure the
// machine (its load, Chromium's own work), not the app, so a page's figures are read against its
// own copy's from the same rounds.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';

/** Every <script> (code and JSON data alike) and every hint that fetches a script early. */
const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const LINK = /<link\b[^>]*>/gi;
const SCRIPT_HINT = /\brel\s*=\s*["']?modulepreload\b|\bas\s*=\s*["']?script\b/i;

/** The page without its scripts: what a shopper would see if the app never arrived. */
export function staticCopyOf(html: string): string {
  return html.replace(SCRIPT, '').replace(LINK, (link) => (SCRIPT_HINT.test(link) ? '' : link));
}

export interface StaticCopy {
  /** The copy's origin: the copied paths answer their copies, every other path the real server's. */
  url: string;
  stop(): Promise<void>;
}

/** Compressed like the real server would for this browser, so the bytes compare fairly. */
function encode(body: Buffer, acceptEncoding: string): { body: Buffer; encoding?: string } {
  if (/\bbr\b/.test(acceptEncoding)) return { body: zlib.brotliCompressSync(body), encoding: 'br' };
  if (/\bgzip\b/.test(acceptEncoding)) return { body: zlib.gzipSync(body), encoding: 'gzip' };
  return { body };
}

/** A path as a request line carries it (percent-encoded, no query), to match requests by. */
const pathnameOf = (pagePath: string) => new URL(pagePath, 'http://local').pathname;

async function fetchCopy(upstream: string, pagePath: string): Promise<Buffer> {
  const res = await fetch(`${upstream}${pagePath}`, { headers: { 'accept-encoding': 'identity' } });
  if (!res.ok) throw new Error(`GET ${upstream}${pagePath} answered ${res.status}`);
  return Buffer.from(staticCopyOf(await res.text()));
}

/**
 * Fetches `${upstream}${homePath}` once, and serves its static copy at / of a local port; any other
 * path (styles, fonts, pictures) is passed through to the upstream server untouched, so the copy
 * loads the same files the real page does.
 */
export async function serveStaticCopy(upstream: string, homePath = '/'): Promise<StaticCopy> {
  return serveCopies(upstream, new Map([['/', await fetchCopy(upstream, homePath)]]));
}

/**
 * Fetches each of `pagePaths` once, and serves each one's static copy at its own path of a local
 * port (so relative addresses in the page resolve as on the real server); any other path is passed
 * through to the upstream server untouched.
 */
export async function serveStaticCopies(
  upstream: string,
  pagePaths: string[],
): Promise<StaticCopy> {
  const copies = new Map<string, Buffer>();
  for (const pagePath of pagePaths) {
    copies.set(pathnameOf(pagePath), await fetchCopy(upstream, pagePath));
  }
  return serveCopies(upstream, copies);
}

/** `copies` by pathname at a local port, everything else passed through to `upstream`. */
async function serveCopies(upstream: string, copies: Map<string, Buffer>): Promise<StaticCopy> {
  const target = new URL(upstream);

  const server = http.createServer((req, reply) => {
    const page = copies.get(new URL(req.url ?? '/', 'http://local').pathname);
    if (page && (req.method === 'GET' || req.method === 'HEAD')) {
      const { body, encoding } = encode(page, String(req.headers['accept-encoding'] ?? ''));
      reply.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-length': body.length,
        'cache-control': 'no-cache',
        ...(encoding ? { 'content-encoding': encoding, vary: 'accept-encoding' } : {}),
      });
      reply.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    const forward = http.request(
      {
        hostname: target.hostname,
        port: target.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: target.host },
      },
      (answer) => {
        reply.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(reply);
      },
    );
    forward.once('error', () => {
      if (!reply.headersSent) reply.writeHead(502);
      reply.end();
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
