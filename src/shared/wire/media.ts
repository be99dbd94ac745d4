// The back office's picture upload: POST /admin/media/{folder} with one file (multipart/form-data,
// field `file`), answered with the stored picture's -640 URL and size.
import { MEDIA_FOLDERS, PICTURE_LIMITS } from '../rules/media';
import { dataAnswer, type Wire } from './common';

export const adminMediaParams = {
  type: 'object',
  required: ['folder'],
  properties: {
    folder: {
      type: 'string',
      enum: MEDIA_FOLDERS,
      description: 'products: product pictures; banners: category banners',
    },
  },
} as const;
export type AdminMediaParams = Wire<typeof adminMediaParams>;

/**
 * The request body as the OpenAPI document shows it. Only its multipart form is described: the
 * server streams the file itself (the body Fastify validates is empty), so `file` is not listed
 * as required here; a missing file is the route's own 422.
 */
export const adminMediaBody = {
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        properties: {
          file: {
            type: 'string',
            contentMediaType: 'application/octet-stream',
            maxLength: PICTURE_LIMITS.bytes,
            description:
              `Required: one picture (JPEG, PNG, WebP, GIF's first frame, AVIF/HEIF), at most ` +
              `${PICTURE_LIMITS.bytes / 1024 / 1024} MB, ${PICTURE_LIMITS.pixels / 1e6} ` +
              `megapixels and ${PICTURE_LIMITS.side} px a side; read by its content, never by ` +
              'its name or declared type',
          },
        },
      },
    },
  },
} as const;

/** A stored picture. */
export const adminMedia = {
  type: 'object',
  required: ['url', 'width', 'height'],
  properties: {
    url: {
      type: 'string',
      description:
        '/media/<folder>/u-<uuid>-640.webp; the -320 and -1280 files exist beside it (srcset)',
    },
    width: {
      type: 'integer',
      description: 'Of the largest stored file (-1280: 1280 px wide, or the original if smaller)',
    },
    height: { type: 'integer', description: 'Of the largest stored file, upright' },
  },
  additionalProperties: false,
} as const;
export type AdminMediaDto = Wire<typeof adminMedia>;

export const adminMediaAnswer = dataAnswer(adminMedia);
export type AdminMediaAnswer = Wire<typeof adminMediaAnswer>;
