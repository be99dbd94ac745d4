import type { ApiPlugin } from '../../lib/apiPlugin';
import { currentUser } from '../../plugins/auth';
import {
  adminCategoriesSchema,
  adminCategoryCreateSchema,
  adminCategoryReorderSchema,
  adminCategoryUpdateSchema,
  adminProductCreateSchema,
  adminProductDeleteSchema,
  adminProductSchema,
  adminProductsBulkSchema,
  adminProductsSchema,
  adminProductUpdateSchema,
} from '../../schemas/adminProducts';
import {
  createAdminCategory,
  listAdminCategories,
  reorderCategories,
  updateAdminCategory,
} from '../../services/adminCategoryService';
import {
  createAdminProduct,
  deleteAdminProduct,
  getAdminProduct,
  listAdminProducts,
  updateAdminProduct,
} from '../../services/adminProductService';
import { bulkUpdateProducts } from '../../services/adminProductBulk';

/** The back office's catalogue: products and categories (registered by ./index.ts, staff only). */
export const adminProductRoutes: ApiPlugin = async (app) => {
  app.get('/products', { schema: adminProductsSchema }, async (request) => {
    const page = await listAdminProducts(app.db, request.query, request.lang);
    return {
      status_code: 200,
      data: page.records,
      current_page: page.currentPage,
      last_page: page.lastPage,
      per_page: page.perPage,
      total: page.total,
    };
  });

  app.post('/products', { schema: adminProductCreateSchema }, async (request, reply) => {
    const t = request.t.bind(request);
    const data = await createAdminProduct(app.db, currentUser(request), request.body, t, app.media);
    reply.code(201);
    return { status_code: 201, data };
  });

  // Bulk before /products/:id so the path is never read as an id.
  app.post('/products/bulk', { schema: adminProductsBulkSchema }, async (request) => {
    const t = request.t.bind(request);
    const updated = await bulkUpdateProducts(app.db, currentUser(request), request.body, t);
    return { status_code: 200, data: { updated } };
  });

  app.get('/products/:id', { schema: adminProductSchema }, async (request) => ({
    status_code: 200,
    data: await getAdminProduct(app.db, request.params.id),
  }));

  app.patch('/products/:id', { schema: adminProductUpdateSchema }, async (request) => {
    const t = request.t.bind(request);
    const user = currentUser(request);
    const data = await updateAdminProduct(
      app.db,
      user,
      request.params.id,
      request.body,
      t,
      app.media,
    );
    return { status_code: 200, data };
  });

  app.delete('/products/:id', { schema: adminProductDeleteSchema }, async (request) => {
    const result = await deleteAdminProduct(app.db, currentUser(request), request.params.id);
    return { status_code: 200, data: { id: request.params.id, result } };
  });

  app.get('/categories', { schema: adminCategoriesSchema }, async () => ({
    status_code: 200,
    data: await listAdminCategories(app.db),
  }));

  app.post('/categories', { schema: adminCategoryCreateSchema }, async (request, reply) => {
    const t = request.t.bind(request);
    const data = await createAdminCategory(
      app.db,
      currentUser(request),
      request.body,
      t,
      app.media,
    );
    reply.code(201);
    return { status_code: 201, data };
  });

  app.post('/categories/reorder', { schema: adminCategoryReorderSchema }, async (request) => {
    const t = request.t.bind(request);
    const data = await reorderCategories(app.db, currentUser(request), request.body.ids, t);
    return { status_code: 200, data };
  });

  app.patch('/categories/:id', { schema: adminCategoryUpdateSchema }, async (request) => {
    const t = request.t.bind(request);
    const user = currentUser(request);
    const data = await updateAdminCategory(
      app.db,
      user,
      request.params.id,
      request.body,
      t,
      app.media,
    );
    return { status_code: 200, data };
  });
};

export default adminProductRoutes;
