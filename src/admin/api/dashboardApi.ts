// The dashboard's figures: GET /admin/orders/unread-count → { status_code, data: { unread } }.
import { adminApi } from './adminApi';

interface UnreadCountAnswer {
  data: { unread: number };
}

export const dashboardApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    unreadOrders: build.query<number, void>({
      query: () => ({ url: '/admin/orders/unread-count' }),
      transformResponse: (answer: UnreadCountAnswer) => answer.data.unread,
      providesTags: ['UnreadOrders'],
    }),
  }),
});

export const { useUnreadOrdersQuery } = dashboardApi;
