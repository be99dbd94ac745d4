// Typed hooks for the back office's screens (features may not import app/).
import { useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { AdminAuthState } from './session';

export const useAdminDispatch =
  useDispatch.withTypes<ThunkDispatch<unknown, unknown, UnknownAction>>();
export const useAdminSelector = useSelector.withTypes<{ adminAuth: AdminAuthState }>();
