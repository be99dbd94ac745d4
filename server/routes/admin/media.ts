import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { ApiPlugin } from '../../lib/apiPlugin';
import { HttpError } from '../../lib/httpError';
import { limitVars, storePicture } from '../../media/pictures';
import { currentUser } from '../../plugins/auth';
import { adminMediaUploadSchema } from '../../schemas/media';
import { recordAudit } from '../../services/audit';
import {
  countAttempt,
  LIMITS,
  LimitStore,
  RateLimiter,
  type Clock,
} from '../../services/rateLimiter';
import { PICTURE_LIMITS } from '../../../src/shared/rules/media';

export type MediaRoutesOptions = { clock?: Clock };

/** The one file part `file`, read whole but never past PICTURE_LIMITS.bytes. */
async function uploadedFile(request: FastifyRequest): Promise<Buffer> {
  const missing = new HttpError(422, 'validation_failed', {
    file: [request.t('admin_media_file_missing')],
  });
  if (!request.isMultipart()) throw missing;
  const tooLarge = new HttpError(
    413,
    'admin_media_too_large',
    { file: [request.t('admin_media_too_large', limitVars)] },
    limitVars,
  );
  try {
    const part = await request.file({
      // busboy stops storing at fileSize and the part then throws: memory never holds more.
      limits: { fileSize: PICTURE_LIMITS.bytes, files: 1, fields: 10, parts: 11 },
    });
    if (!part || part.fieldname !== 'file') throw missing;
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge;
    throw new HttpError(400, 'bad_request');
  }
}

/**
 * POST /api/v1/admin/media/{folder}: one picture per request (multipart/form-data, field `file`),
 * stored by media/pictures.ts and recorded in the audit trail (entity 'media'). The multipart
 * parser is registered in this plugin only: every other call still takes JSON alone.
 */
export const adminMediaRoutes: ApiPlugin<MediaRoutesOptions> = async (app, options) => {
  await app.register(multipart, { limits: { fileSize: PICTURE_LIMITS.bytes, files: 1 } });
  // Counted in app.db per staff member: every process on the database shares it.
  const uploads = new RateLimiter(
    new LimitStore(app.db, options.clock),
    'uploadsPerStaff',
    LIMITS.uploadsPerStaff,
  );

  app.post('/media/:folder', { schema: adminMediaUploadSchema }, async (request, reply) => {
    const user = currentUser(request);
    // Before the file is read: a refused upload costs no decoding.
    await countAttempt([[uploads, String(user.id)]]);
    const input = await uploadedFile(request);
    const picture = await storePicture(
      app.media,
      request.params.folder,
      input,
      request.t.bind(request),
    );
    await recordAudit(app.db, user, {
      action: 'upload',
      entity: 'media',
      entityId: picture.name,
      changes: { url: [null, picture.url], size: [null, `${picture.width}×${picture.height}`] },
    });
    reply.code(201);
    const { url, width, height } = picture;
    return { status_code: 201, data: { url, width, height } };
  });
};

export default adminMediaRoutes;
