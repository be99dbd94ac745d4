import compress from '@fastify/compress';
import { globalPlugin } from '../lib/globalPlugin';

/**
 * Brotli or gzip by Accept-Encoding for every compressible answer over 1 KB (JSON, the storefront
 * shell). The built storefront's files are sent as their precompressed `.br`/`.gz` siblings by
 * plugins/static.ts, which sets Content-Encoding, so they are never compressed twice. Request
 * bodies are not decompressed: no client of ours sends them compressed.
 */
export const compressPlugin = globalPlugin('zujaj-compress', async (app) => {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
  });
});
