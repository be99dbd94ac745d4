import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { serveStaticCopy, staticCopyOf, type StaticCopy } from '../../bench/staticCopy';

// bench:lighthouse's noise floor is only a floor if the copy runs no script at all and still
// loads everything else the real page loads (styles, fonts, pictures) the same way.

const PAGE = [
  '<!doctype html><html lang="ar" dir="rtl"><head>',
  '<link rel="stylesheet" href="/main.css">',
  '<link rel="preload" as="image" href="/uploads/banner.webp" fetchpriority="high">',
  '<link rel="preload" as="font" href="/cairo.woff2" crossorigin>',
  '<link rel="modulepreload" href="/vendor.js">',
  '<link rel=preload as=script href="/app.js">',
  '<style data-styled="active">.a{color:red}</style>',
  '<script defer fetchpriority="high" src="/paint-first.js" data-scripts="/main.js /vendor.js"></script>',
  '</head><body><div id="root"><h1>زجاج</h1><button type="button">English</button></div>',
  '<script type="application/json" id="__STATE__">{"a":"</scr"}</script>',
  '<SCRIPT>alert(1)</SCRIPT >',
  '</body></html>',
].join('\n');

describe('staticCopyOf', () => {
  const copy = staticCopyOf(PAGE);

  it('leaves no script and no hint that fetches one', () => {
    expect(copy).not.toMatch(/<script/i);
    expect(copy).not.toContain('paint-first.js');
    expect(copy).not.toContain('__STATE__');
    expect(copy).not.toContain('modulepreload');
    expect(copy).not.toContain('/app.js');
  });

  it('keeps the styles, the preloaded picture and font, and the markup', () => {
    expect(copy).toContain('<link rel="stylesheet" href="/main.css">');
    expect(copy).toContain('<link rel="preload" as="image" href="/uploads/banner.webp"');
    expect(copy).toContain('<link rel="preload" as="font" href="/cairo.woff2" crossorigin>');
    expect(copy).toContain('<style data-styled="active">.a{color:red}</style>');
    expect(copy).toContain('<h1>زجاج</h1><button type="button">English</button>');
  });
});

describe('serveStaticCopy', () => {
  const css = zlib.gzipSync(Buffer.from('.a{color:red}'));
  let upstream: http.Server;
  let upstreamUrl: string;
  let copy: StaticCopy;

  beforeAll(async () => {
    upstream = http.createServer((req, res) => {
      if (req.url === '/') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(PAGE);
      } else if (req.url === '/main.css') {
        // Compressed only for a browser that says it can read it, as the real server does.
        const gzip = /gzip/.test(String(req.headers['accept-encoding']));
        res.writeHead(200, {
          'content-type': 'text/css',
          ...(gzip ? { 'content-encoding': 'gzip' } : {}),
        });
        res.end(gzip ? css : zlib.gunzipSync(css));
      } else {
        res.writeHead(404);
        res.end();
      }
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    copy = await serveStaticCopy(upstreamUrl);
  });
  afterAll(async () => {
    await copy?.stop();
    await new Promise((resolve) => upstream?.close(resolve));
  });

  /** The raw answer, as the browser receives it (no decompression). */
  const raw = (path: string, acceptEncoding: string) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
      (resolve, reject) => {
        http
          .get(`${copy.url}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({
                status: res.statusCode!,
                headers: res.headers,
                body: Buffer.concat(chunks),
              }),
            );
          })
          .on('error', reject);
      },
    );

  it('serves the copy at /, compressed as the browser asks', async () => {
    const br = await raw('/', 'gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(staticCopyOf(PAGE));
    const gzip = await raw('/', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(staticCopyOf(PAGE));
    const plain = await raw('/', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(staticCopyOf(PAGE));
  });

  it('passes every other path through to the real server untouched', async () => {
    const style = await raw('/main.css', 'gzip');
    expect(style.status).toBe(200);
    expect(style.headers['content-encoding']).toBe('gzip');
    expect(style.headers['content-type']).toBe('text/css');
    expect(style.body.equals(css)).toBe(true);
    expect((await raw('/main.css', 'identity')).body.toString()).toBe('.a{color:red}');
    expect((await raw('/missing.png', 'gzip')).status).toBe(404);
  });
});
