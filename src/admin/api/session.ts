// The signed-in staff member: their bearer token and who they are (GET /admin/me). Kept in local
// storage under its own key (adminAuth.ts), never the storefront's `persist:auth`: a shopper's
// session in the same browser and a staff session never replace each other.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AdminMeDto } from '../../shared/wire/staff';

/** GET /api/v1/admin/me `data`, as the wire schema gives it. */
export type StaffMember = AdminMeDto;
export type StaffRole = StaffMember['role'];

export interface AdminAuthState {
  token: string | null;
  user: StaffMember | null;
}

export const initialAdminAuthState: AdminAuthState = { token: null, user: null };

const adminAuthSlice = createSlice({
  name: 'adminAuth',
  initialState: initialAdminAuthState,
  reducers: {
    signedIn: (_state, action: PayloadAction<{ token: string; user: StaffMember }>) => ({
      token: action.payload.token,
      user: action.payload.user,
    }),
    signedOut: () => initialAdminAuthState,
  },
});

export const { signedIn, signedOut } = adminAuthSlice.actions;
export const adminAuthReducer = adminAuthSlice.reducer;

type WithAdminAuth = { adminAuth: AdminAuthState };
export const selectAdminToken = (state: WithAdminAuth) => state.adminAuth.token;
export const selectStaffMember = (state: WithAdminAuth) => state.adminAuth.user;
export const selectIsOwner = (state: WithAdminAuth) => state.adminAuth.user?.role === 'owner';
