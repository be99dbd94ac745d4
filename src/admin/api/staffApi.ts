// The shop's people: GET/POST /admin/staff, PATCH/DELETE /admin/staff/{id} (owner only), and the
// invite link's public POST /staff-password (no session: the link's token is the proof).
import type { MessageAnswer } from '../../shared/wire/account';
import type {
  AddStaffBody,
  StaffListAnswer,
  StaffMemberAnswer,
  StaffMemberDto,
  StaffPasswordBody,
  StaffRoleBody,
} from '../../shared/wire/staff';
import { adminApi } from './adminApi';

export type StaffListMember = StaffMemberDto;

const LIST = { type: 'Staff', id: 'LIST' } as const;

export const staffApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    staffList: build.query<StaffListMember[], void>({
      query: () => ({ url: '/admin/staff' }),
      transformResponse: (answer: StaffListAnswer) => answer.data,
      providesTags: [LIST],
    }),
    addStaff: build.mutation<StaffMemberAnswer, AddStaffBody>({
      query: (body) => ({ url: '/admin/staff', method: 'POST', body }),
      invalidatesTags: [LIST, 'Audit'],
    }),
    changeStaffRole: build.mutation<StaffMemberAnswer, { id: number; body: StaffRoleBody }>({
      query: ({ id, body }) => ({ url: `/admin/staff/${id}`, method: 'PATCH', body }),
      invalidatesTags: [LIST, 'Audit'],
    }),
    removeStaff: build.mutation<MessageAnswer, number>({
      query: (id) => ({ url: `/admin/staff/${id}`, method: 'DELETE' }),
      invalidatesTags: [LIST, 'Audit'],
    }),
    setStaffPassword: build.mutation<MessageAnswer, StaffPasswordBody>({
      query: (body) => ({ url: '/staff-password', method: 'POST', body }),
    }),
  }),
});

export const {
  useStaffListQuery,
  useAddStaffMutation,
  useChangeStaffRoleMutation,
  useRemoveStaffMutation,
  useSetStaffPasswordMutation,
} = staffApi;
