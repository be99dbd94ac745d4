import type { FastifyRequest } from 'fastify';
import type { ApiPlugin } from '../../lib/apiPlugin';
import { currentUser, requireOwner } from '../../plugins/auth';
import { contentListSchemas } from '../../schemas/adminContentLists';
import { CONTENT_LIST_SPECS } from '../../services/contentLists';
import {
  createEntry,
  deleteEntry,
  listEntries,
  reorderEntries,
  updateEntry,
  type OrderedListSpec,
} from '../../services/orderedList';
import {
  CONTENT_LISTS,
  type ContentListEntries,
  type ContentListName,
} from '../../../src/shared/wire/adminContentLists';

/**
 * The owner's ordered lists of the storefront's pages under /api/v1/admin/{faq, team-members,
 * catalogs, videos}: the same five calls for each, from one list of specs (owner only; requireOwner
 * runs before the payload is read, so a refusal changes nothing).
 */
export const adminContentListRoutes: ApiPlugin = async (app) => {
  const actor = (request: FastifyRequest) => {
    const { id, role } = currentUser(request);
    return { id, role };
  };
  const owner = { onRequest: requireOwner } as const;

  for (const list of CONTENT_LISTS) {
    // Any list's entry, as the list's response schema (a union over the lists) takes it.
    const spec: OrderedListSpec<ContentListEntries[ContentListName]> = CONTENT_LIST_SPECS[list];
    const schema = contentListSchemas(list);
    const base = `/${list}`;

    app.get(base, { ...owner, schema: schema.list }, async () => ({
      status_code: 200,
      data: await listEntries(app.db, spec),
    }));

    app.post(base, { ...owner, schema: schema.create }, async (request, reply) => {
      const t = request.t.bind(request);
      const data = await createEntry(app.db, spec, actor(request), request.body, app.media, t);
      return reply.code(201).send({ status_code: 201, data });
    });

    // PUT /order and PATCH|DELETE /{id} never meet: other methods, and an id is a number.
    app.put(`${base}/order`, { ...owner, schema: schema.order }, async (request) => {
      const t = request.t.bind(request);
      const { ids } = request.body;
      return { status_code: 200, data: await reorderEntries(app.db, spec, actor(request), ids, t) };
    });

    app.patch(`${base}/:id`, { ...owner, schema: schema.update }, async (request) => {
      const t = request.t.bind(request);
      const { id } = request.params;
      const data = await updateEntry(app.db, spec, actor(request), id, request.body, app.media, t);
      return { status_code: 200, data };
    });

    app.delete(`${base}/:id`, { ...owner, schema: schema.remove }, async (request) => {
      await deleteEntry(app.db, spec, actor(request), request.params.id);
      return { status_code: 200, data: { id: request.params.id } };
    });
  }
};

export default adminContentListRoutes;
