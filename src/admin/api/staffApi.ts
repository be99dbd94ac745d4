// The shop's people: GET/POST /admin/staff, PATCH/DELETE /admin/staff/{id} (owner only), the
// invite link's public POST /staff-password (no session: the link's token is the proof), and an
// invited account's sign-in and POST /staff-invite/accept (its own token, held by the page only).
import type { MessageAnswer, SessionAnswer } from '../../shared/wire/account';
import type {
  AddStaffBody,
  AdminMeAnswer,
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
    // Any account signs in here (an invited one is still a customer's): nothing is stored, the
    // accept page keeps the answer's token in memory until the invitation is accepted.
    signInToAccept: build.mutation<SessionAnswer, { phone_number: string; password: string }>({
      query: (body) => ({ url: '/login', method: 'POST', body }),
    }),
    acceptStaffInvite: build.mutation<AdminMeAnswer, { sessionToken: string; token: string }>({
      query: ({ sessionToken, token }) => ({
        url: '/staff-invite/accept',
        method: 'POST',
        headers: { Authorization: `Bearer ${sessionToken}` },
        body: { token },
      }),
      invalidatesTags: [LIST],
    }),
  }),
});

export const {
  useStaffListQuery,
  useAddStaffMutation,
  useChangeStaffRoleMutation,
  useRemoveStaffMutation,
  useSetStaffPasswordMutation,
  useSignInToAcceptMutation,
  useAcceptStaffInviteMutation,
} = staffApi;
