// Orders (GET /user-orders, POST /user-orders/create). Every call acts for the logged-in
// user: `user_id` is read from the stored user (without one, 'user not logged in').
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { Order } from '../entities/order/model';
import { readStoredLanguage } from '../shared/lib/language';
import type { OrderCreateBody } from '../shared/wire/orders';
import { baseApi } from './baseApi';
import { currentUserId, NOT_LOGGED_IN_ERROR } from './cartApi';
import { toCreatedOrder, toOrderList } from './transforms/order';
import { InvalidResponseError } from './transforms/shape';

/** What checkout sends (the order create payload plus note, terms and mailing-list opt-out). */
export type OrderPayload = Omit<OrderCreateBody, 'user_id'>;

export interface CreateOrderArg {
  payload: OrderPayload;
  /**
   * One key per attempt, kept when the same attempt is retried: the server answers a repeated key
   * with the first order instead of placing another (server/services/idempotency.ts).
   */
  idempotencyKey: string;
}

const ORDERS_LIST = { type: 'Orders', id: 'LIST' } as const;

function invalid(error: unknown): FetchBaseQueryError {
  if (!(error instanceof InvalidResponseError)) throw error;
  return { status: 'CUSTOM_ERROR', error: error.message };
}

export const ordersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The user's orders, newest first. The caller passes the user's id and skips when logged out. */
    getOrders: build.query<Order[], number>({
      async queryFn(userId, _api, _extra, fetch) {
        const lang = readStoredLanguage();
        const answer = await fetch({ url: '/user-orders', params: { lang, user_id: userId } });
        if (answer.error) return { error: answer.error };
        try {
          return { data: toOrderList(answer.data, lang) };
        } catch (error) {
          return { error: invalid(error) };
        }
      },
      providesTags: [ORDERS_LIST],
    }),
    /** Success on status_code 200 or 201; the new order when the server sent it. */
    createOrder: build.mutation<Order | null, CreateOrderArg>({
      async queryFn({ payload, idempotencyKey }, api, _extra, fetch) {
        const userId = currentUserId(api.getState());
        if (userId === null) return { error: NOT_LOGGED_IN_ERROR };
        const lang = readStoredLanguage();
        const answer = await fetch({
          url: '/user-orders/create',
          method: 'POST',
          params: { lang },
          headers: { 'Idempotency-Key': idempotencyKey },
          body: { user_id: userId, ...payload },
        });
        if (answer.error) return { error: answer.error };
        return { data: toCreatedOrder(answer.data, lang) };
      },
      invalidatesTags: [ORDERS_LIST],
    }),
  }),
});

export const { useGetOrdersQuery, useCreateOrderMutation } = ordersApi;
