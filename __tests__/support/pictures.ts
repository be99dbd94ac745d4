// Upload bodies and pictures for the back office's media tests, made the way a browser sends them
// (multipart/form-data) and cheap to build: huge dimensions come from a hand-written PNG header
// over a tiny compressed body, never from pixels in memory.
import { crc32, deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { bearer } from './fixtures';

export interface FilePart {
  /** The form field; the server reads `file`. */
  field?: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** One multipart/form-data body and its content-type header, as app.inject takes them. */
export function multipart(parts: Array<FilePart | { field: string; value: string }>): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----zujaj-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('value' in part) {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.field}"\r\n\r\n`));
      chunks.push(Buffer.from(part.value));
    } else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.field ?? 'file'}"; ` +
            `filename="${part.filename}"\r\nContent-Type: ${part.contentType}\r\n\r\n`,
        ),
      );
      chunks.push(part.data);
    }
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** One file in the field `file`. */
export const upload = (filename: string, contentType: string, data: Buffer) =>
  multipart([{ filename, contentType, data }]);

/**
 * A small picture uploaded to `folder` as `token`'s holder, as the back office's pickers do;
 * answers its URL.
 */
export async function uploadPicture(
  app: FastifyInstance,
  token: string,
  folder: 'banners' | 'products' = 'banners',
  colour = '#8ab',
): Promise<string> {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const body = upload('cover.png', 'image/png', png);
  const res = await app.inject({
    method: 'POST',
    url: `/api/v1/admin/media/${folder}`,
    headers: { ...body.headers, ...bearer(token) },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(201);
  return (res.json() as { data: { url: string } }).data.url;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid black-and-white PNG of `width` × `height` (1 bit a pixel, every row zero): a 20,000 ×
 * 20,000 one is about 50 kB on disk and 400 megapixels once decoded, a decompression bomb.
 */
export function blankPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(1, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const row = 1 + Math.ceil(width / 8); // filter byte + packed pixels
  const pixels = deflateSync(Buffer.alloc(row * height), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
