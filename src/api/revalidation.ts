// A cached answer shown without asking the server (older than a few seconds: baseQuery marks it
// `revalidate`) is asked for again right after, in the background: the screen shows the cached
// list at once and the server's answer when it comes (a 304 changes nothing). So a price changed
// in the back office reaches a shopper's next navigation, not the end of the 30-minute cache.
import {
  isFulfilled,
  type ListenerMiddlewareInstance,
  type ThunkAction,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { baseApi } from './baseApi';
import type { ApiMeta } from './baseQuery';

interface QueryFulfilledMeta {
  arg: { type: string; endpointName: string; originalArgs: unknown };
  baseQueryMeta?: ApiMeta;
}

/** An endpoint's initiate, as this generic listener sees it (a thunk to dispatch). */
type Initiate = (
  arg: unknown,
  options: { subscribe: false; forceRefetch: true },
) => ThunkAction<unknown, unknown, unknown, UnknownAction>;

const isApiAction = (type: string) => type.startsWith(`${baseApi.reducerPath}/`);

export function listenForRevalidation(listener: ListenerMiddlewareInstance): void {
  listener.startListening({
    predicate: (action) => {
      if (!isFulfilled(action) || !isApiAction(action.type)) return false;
      const meta = action.meta as unknown as QueryFulfilledMeta;
      return meta.arg.type === 'query' && meta.baseQueryMeta?.revalidate === true;
    },
    effect: (action, listenerApi) => {
      const { endpointName, originalArgs } = (action.meta as unknown as QueryFulfilledMeta).arg;
      const endpoints = baseApi.endpoints as unknown as Record<string, { initiate: Initiate }>;
      const endpoint = endpoints[endpointName];
      if (!endpoint) return;
      listenerApi.dispatch(
        endpoint.initiate(originalArgs, { subscribe: false, forceRefetch: true }),
      );
    },
  });
}
