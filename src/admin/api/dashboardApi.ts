// The dashboard's figures: GET /admin/orders/unread-count → { status_code, data: { unread } }.
import type { AdminUnreadCountAnswer } from '../../shared/wire/adminOrders';
import { adminApi } from './adminApi';

export const dashboardApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    unreadOrders: build.query<number, void>({
      query: () => ({ url: '/admin/orders/unread-count' }),
      transformResponse: (answer: AdminUnreadCountAnswer) => answer.data.unread,
      providesTags: ['UnreadOrders'],
    }),
  }),
});

export const { useUnreadOrdersQuery } = dashboardApi;
