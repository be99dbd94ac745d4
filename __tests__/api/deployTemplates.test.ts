import fs from 'node:fs';
import path from 'node:path';

// deploy/nginx: the HTTPS site (production) and the plain-HTTP one (.ci/cluster, bench:cluster on
// loopback) serve the same locations; only TLS, the redirect and HSTS differ.

const read = (name: string) =>
  fs.readFileSync(path.resolve(__dirname, '../../deploy/nginx', name), 'utf8');
const plain = read('zujaj.conf.template');
const tls = read('zujaj-tls.conf.template');

const variables = (text: string) =>
  [
    ...new Set(
      text
        .split('\n')
        .filter((line) => !line.trimStart().startsWith('#'))
        .join('\n')
        .match(/\$\{\w+\}/g),
    ),
  ].sort();
/** The location blocks, HSTS lines left out, comments and indentation ignored. */
const locations = (text: string) =>
  (text.match(/^ {4}location [\s\S]*?^ {4}\}$/gm) ?? []).map((block) =>
    block
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#') && !/Strict-Transport/.test(line))
      .join('\n'),
  );

describe('the nginx templates', () => {
  it('the plain site keeps the variables .ci/lib.sh renders', () => {
    expect(variables(plain)).toEqual(['${ZUJAJ_DIST}', '${ZUJAJ_LISTEN}', '${ZUJAJ_UPSTREAMS}']);
    expect(plain).not.toMatch(/ssl|Strict-Transport/);
  });

  it('the HTTPS site: 443 with the certificate variables, 80 redirecting, HSTS everywhere', () => {
    expect(variables(tls)).toEqual([
      '${ZUJAJ_DIST}',
      '${ZUJAJ_TLS_CERT}',
      '${ZUJAJ_TLS_KEY}',
      '${ZUJAJ_UPSTREAMS}',
    ]);
    expect(tls).toMatch(/listen 80;\s+return 301 https:\/\/\$host\$request_uri;/);
    expect(tls).toMatch(/listen 443 ssl http2;/);
    expect(tls).toContain('ssl_certificate ${ZUJAJ_TLS_CERT};');
    expect(tls).toContain('ssl_certificate_key ${ZUJAJ_TLS_KEY};');
    // A location with its own add_header drops the server's: each such one repeats HSTS.
    const hsts = 'add_header Strict-Transport-Security "max-age=31536000" always;';
    const tlsServer = tls.slice(tls.indexOf('listen 443'));
    expect(tlsServer.split(hsts).length - 1).toBe(
      1 +
        (tlsServer.match(/^ {4}location [\s\S]*?^ {4}\}$/gm) ?? []).filter((b) =>
          b.includes('add_header'),
        ).length,
    );
  });

  it('both serve the same locations', () => {
    expect(locations(tls)).toEqual(locations(plain));
    expect(locations(plain)).toHaveLength(3);
  });
});
