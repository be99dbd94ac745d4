// The audit trail (owner only): GET /admin/audit, newest first, paged, filtered by who, kind of
// record and time.
import type { AuditAnswer, AuditQuery } from '../../shared/wire/staff';
import { adminApi } from './adminApi';

export const auditApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    auditTrail: build.query<AuditAnswer, AuditQuery>({
      query: (params) => ({ url: '/admin/audit', params }),
      providesTags: ['Audit'],
    }),
  }),
});

export const { useAuditTrailQuery } = auditApi;
