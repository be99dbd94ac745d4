// The back office's order calls: the paged list, one order (opening it marks it seen), and a
// change of status or of the cash mark. Opening or changing an order changes the unread count and
// the list's rows, so both are invalidated then.
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { AddressCitiesAnswer } from '../../shared/wire/addresses';
import type {
  AdminOrderAnswer,
  AdminOrderDto,
  AdminOrderListAnswer,
  AdminOrderListQuery,
  AdminOrderPatchBody,
} from '../../shared/wire/adminOrders';
import type { CityDto } from '../../shared/wire/common';
import { adminApi } from './adminApi';

export interface OrderChange {
  id: number;
  body: AdminOrderPatchBody;
}

/** The query string of the list: only the filters that are set. */
function listParams(query: AdminOrderListQuery): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params[key] = String(value);
  }
  return params;
}

/** Someone else moved the order meanwhile (409): the page should show where it is now. */
const isConflict = (error: unknown) => (error as FetchBaseQueryError | undefined)?.status === 409;

export const ordersApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    listOrders: build.query<AdminOrderListAnswer, AdminOrderListQuery>({
      query: (query) => ({ url: '/admin/orders', params: listParams(query) }),
      providesTags: [{ type: 'Orders', id: 'LIST' }],
    }),
    getOrder: build.query<AdminOrderDto, number>({
      query: (id) => ({ url: `/admin/orders/${id}` }),
      transformResponse: (answer: AdminOrderAnswer) => answer.data,
      providesTags: (_result, _error, id) => [{ type: 'Order', id }],
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        // Opening marks the order seen: the count and the list's "new" marks are out of date.
        dispatch(ordersApi.util.invalidateTags(['UnreadOrders', { type: 'Orders', id: 'LIST' }]));
      },
    }),
    changeOrder: build.mutation<AdminOrderDto, OrderChange>({
      query: ({ id, body }) => ({ url: `/admin/orders/${id}`, method: 'PATCH', body }),
      transformResponse: (answer: AdminOrderAnswer) => answer.data,
      invalidatesTags: (result, error, { id }) =>
        result || isConflict(error)
          ? [{ type: 'Order', id }, { type: 'Orders', id: 'LIST' }, 'UnreadOrders']
          : [],
    }),
    // The typed checkout address keeps its city as an id; its name comes from the public list.
    cities: build.query<CityDto[], void>({
      query: () => ({ url: '/get-cities' }),
      transformResponse: (answer: AddressCitiesAnswer) => answer.data,
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useListOrdersQuery, useGetOrderQuery, useChangeOrderMutation, useCitiesQuery } =
  ordersApi;
