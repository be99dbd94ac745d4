// Account area (SPEC §7): login, register, password reset, profile, addresses, orders, favourites,
// and CONTRACT's POST /logout; endpoints arrive with the auth and account issues.
import { baseApi } from './baseApi';

export const accountApi = baseApi.injectEndpoints({ endpoints: () => ({}) });
