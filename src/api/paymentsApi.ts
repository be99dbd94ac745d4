// Which card payment the shop takes (GET /payments/methods): online through its gateway, or on
// delivery with the courier's card machine. Injected by the checkout's own chunk only.
import type { PaymentMethodsAnswer } from '../shared/wire/payments';
import { baseApi } from './baseApi';
import { asLoose } from './transforms/shape';

export interface PaymentMethods {
  /** false also when the host does not say (a card is then paid on delivery). */
  cardOnline: boolean;
}

export function toPaymentMethods(raw: unknown): PaymentMethods {
  const answer = asLoose<PaymentMethodsAnswer>(raw);
  const data = asLoose<PaymentMethodsAnswer['data']>(answer?.data);
  return { cardOnline: data?.card_online === true };
}

export const paymentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPaymentMethods: build.query<PaymentMethods, void>({
      query: () => '/payments/methods',
      transformResponse: toPaymentMethods,
    }),
  }),
});

export const { useGetPaymentMethodsQuery } = paymentsApi;
