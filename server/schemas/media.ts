// Route schema of the back office's picture upload (src/shared/wire/media.ts): staff or owner
// token (401 without one, 403 for a shopper's), listed in the OpenAPI document like every call.
import { bearerSecurity, langQuery } from '../../src/shared/wire/common';
import { adminMediaAnswer, adminMediaBody, adminMediaParams } from '../../src/shared/wire/media';
import { routeGroup } from './route';

const route = routeGroup({
  tags: ['admin'],
  security: bearerSecurity,
  querystring: langQuery,
});

export const adminMediaUploadSchema = route(
  'Back office: upload one picture (product picture or category banner)',
  {
    description:
      'multipart/form-data with one file in the field `file`. The picture is read by its ' +
      'content, turned upright by its EXIF orientation, stripped of every metadata (EXIF, GPS, ' +
      'ICC: colours converted to sRGB) and stored as WebP 320, 640 and 1280 px wide (never ' +
      'enlarged). Use the answered URL in a product’s `images` or a category’s banner. 413 for ' +
      'a file over 10 MB (cut off while it streams); 422 on `file` when it is missing, no ' +
      'picture, or over 40 megapixels or 10,000 px a side (refused from its header, before ' +
      'decoding); 429 past 120 uploads per staff member per hour. Nothing is stored on refusal.',
    params: adminMediaParams,
    body: adminMediaBody,
  },
  adminMediaAnswer,
  { status: 201 },
);
