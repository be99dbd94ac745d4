import type { ApiPlugin } from '../../lib/apiPlugin';
import type { Mailer } from '../../mail/mailer';
import { currentUser, requireOwner } from '../../plugins/auth';
import {
  addStaffSchema,
  adminMeSchema,
  auditListSchema,
  removeStaffSchema,
  staffListSchema,
  staffRoleSchema,
} from '../../schemas/staff';
import { listAudit } from '../../services/auditQuery';
import type { Clock } from '../../services/rateLimiter';
import {
  addStaff,
  changeStaffRole,
  listStaff,
  removeStaff,
  toAdminMe,
  type StaffChange,
} from '../../services/staffService';
import type { FastifyRequest } from 'fastify';

export type StaffRoutesOptions = {
  mailer: Mailer;
  clock?: Clock;
};

/**
 * The back office's people calls under /api/v1/admin: GET /me for any staff member or owner;
 * the staff list, its changes and the audit trail for owners only (requireOwner runs after the
 * admin plugin's requireStaff, before the payload is read).
 */
export const staffRoutes: ApiPlugin<StaffRoutesOptions> = async (app, options) => {
  const clock: Clock = options.clock ?? (() => new Date());
  const change = (request: FastifyRequest): StaffChange => {
    const { id, role } = currentUser(request);
    return { actor: { id, role }, t: request.t.bind(request), now: clock() };
  };

  app.get('/me', { schema: adminMeSchema }, async (request) => ({
    status_code: 200,
    data: toAdminMe(currentUser(request)),
  }));

  app.get('/staff', { onRequest: requireOwner, schema: staffListSchema }, async () => ({
    status_code: 200,
    data: await listStaff(app.db, clock()),
  }));

  app.post(
    '/staff',
    { onRequest: requireOwner, schema: addStaffSchema },
    async (request, reply) => {
      const mailing = { mailer: options.mailer, publicUrl: app.config.publicUrl, log: request.log };
      const added = await addStaff(app.db, request.body, change(request), mailing);
      return reply.code(201).send({
        status_code: 201,
        message: request.t(added.member.invited ? 'staff_invited' : 'staff_added'),
        data: added.member,
        ...(added.inviteUrl ? { invite_url: added.inviteUrl } : {}),
      });
    },
  );

  app.patch(
    '/staff/:id',
    { onRequest: requireOwner, schema: staffRoleSchema },
    async (request) => ({
      status_code: 200,
      message: request.t('staff_role_changed'),
      data: await changeStaffRole(app.db, request.params.id, request.body, change(request)),
    }),
  );

  app.delete(
    '/staff/:id',
    { onRequest: requireOwner, schema: removeStaffSchema },
    async (request) => {
      await removeStaff(app.db, request.params.id, change(request));
      return { status_code: 200, message: request.t('staff_removed') };
    },
  );

  app.get('/audit', { onRequest: requireOwner, schema: auditListSchema }, async (request) => ({
    status_code: 200,
    ...(await listAudit(app.db, request.query)),
  }));
};

export default staffRoutes;
