import type { ApiPlugin } from '../../lib/apiPlugin';
import { currentUser, requireOwner } from '../../plugins/auth';
import {
  adminHeaderImageCreateSchema,
  adminHeaderImageDeleteSchema,
  adminHeaderImageLinkSchema,
  adminHeaderImageOrderSchema,
  adminHeaderImagesSchema,
  adminOffersBannerSchema,
  adminOffersBannerUpdateSchema,
} from '../../schemas/adminPictures';
import {
  addHeaderImage,
  deleteHeaderImage,
  getOffersBanner,
  listHeaderImagesForOwner,
  reorderHeaderImages,
  setHeaderImageLink,
  setOffersBanner,
} from '../../services/adminPicturesService';

/**
 * The storefront's pictures (registered by ./index.ts): the home carousel's header pictures and
 * the offers banner. Owner only, checked before the payload is read: the hook is this plugin's
 * own, so it guards exactly these routes.
 */
export const adminPicturesRoutes: ApiPlugin = async (app) => {
  app.addHook('onRequest', requireOwner);

  app.get('/header-images', { schema: adminHeaderImagesSchema }, async () => ({
    status_code: 200,
    data: await listHeaderImagesForOwner(app.db),
  }));

  app.post('/header-images', { schema: adminHeaderImageCreateSchema }, async (request, reply) => {
    const t = request.t.bind(request);
    const data = await addHeaderImage(app.db, currentUser(request), request.body, t, app.media);
    reply.code(201);
    return { status_code: 201, data };
  });

  app.put('/header-images/order', { schema: adminHeaderImageOrderSchema }, async (request) => {
    const t = request.t.bind(request);
    const data = await reorderHeaderImages(app.db, currentUser(request), request.body.ids, t);
    return { status_code: 200, data };
  });

  app.patch('/header-images/:id', { schema: adminHeaderImageLinkSchema }, async (request) => {
    const t = request.t.bind(request);
    const { id } = request.params;
    const data = await setHeaderImageLink(app.db, currentUser(request), id, request.body.link, t);
    return { status_code: 200, data };
  });

  app.delete('/header-images/:id', { schema: adminHeaderImageDeleteSchema }, async (request) => {
    await deleteHeaderImage(app.db, currentUser(request), request.params.id);
    return { status_code: 200, data: { id: request.params.id } };
  });

  app.get('/offers-banner', { schema: adminOffersBannerSchema }, async () => ({
    status_code: 200,
    data: { image: await getOffersBanner(app.db) },
  }));

  app.put('/offers-banner', { schema: adminOffersBannerUpdateSchema }, async (request) => {
    const t = request.t.bind(request);
    const user = currentUser(request);
    const image = await setOffersBanner(app.db, user, request.body.image, t, app.media);
    return { status_code: 200, data: { image } };
  });
};

export default adminPicturesRoutes;
