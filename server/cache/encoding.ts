import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

// The three forms of a cached answer, made once when it is stored (a hit compresses nothing), and
// the choice between them by Accept-Encoding, as plugins/compress.ts chooses for other answers.

export type Encoding = 'br' | 'gzip' | 'identity';

/** Answers under this many bytes are sent as they are (plugins/compress.ts threshold). */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Brotli quality 9: within a few per cent of 11's size on our JSON for a tenth of its time (a
 * miss pays it, 27 KB in about 4 ms on a thread of the pool, not on the event loop).
 */
const BROTLI_QUALITY = 9;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export interface EncodedBody {
  identity: Buffer;
  /** null: under COMPRESS_THRESHOLD, always sent as identity. */
  br: Buffer | null;
  gzip: Buffer | null;
  /** Strong entity tags, one per form (their bytes differ), from a hash of the identity bytes. */
  etags: Record<Encoding, string>;
}

export async function encodeBody(identity: Buffer): Promise<EncodedBody> {
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  const etags = { identity: `"${hash}"`, br: `"${hash}-br"`, gzip: `"${hash}-gz"` };
  if (identity.length < COMPRESS_THRESHOLD) return { identity, br: null, gzip: null, etags };
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzip(identity, { level: 9 }),
  ]);
  return { identity, br, gzip: gz, etags };
}

/**
 * br or gzip by the client's q-values (br first on a tie, `*` for what is not named, q=0 refuses);
 * identity when neither is acceptable or the client sends no Accept-Encoding.
 */
export function pickEncoding(header: string | string[] | undefined): Encoding {
  if (header === undefined) return 'identity';
  const weights = new Map<string, number>();
  for (const part of String(header).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key === 'q') q = Number(value);
    }
    weights.set(name, Number.isFinite(q) ? q : 0);
  }
  const weight = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weight('br');
  const gz = weight('gzip');
  if (br <= 0 && gz <= 0) return 'identity';
  return br >= gz ? 'br' : 'gzip';
}

/** True when If-None-Match names one of the tags (any form: the same content) or is `*`. */
export function matchesIfNoneMatch(
  header: string | undefined,
  etags: Record<Encoding, string>,
): boolean {
  if (!header) return false;
  const known = new Set(Object.values(etags));
  return header.split(',').some((raw) => {
    const tag = raw.trim().replace(/^W\//, '');
    return tag === '*' || known.has(tag);
  });
}
