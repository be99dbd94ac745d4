// The order list's filters live in the address's query string (status, payment_method, from, to,
// q, unread, page), so reload, back/forward and a shared link all show the same list. Values the
// server would refuse (an unknown status, a malformed date) are read as "not set".
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { OrderStatus } from '../../../shared/rules/orderStatus';
import type { AdminOrderListQuery } from '../../../shared/wire/adminOrders';
import { adminPaths } from '../../ui/paths';
import { PAYMENT_LIST, STATUS_LIST, type PaymentMethod } from './orderLabels';

export interface OrderFilters {
  status: OrderStatus | '';
  payment_method: PaymentMethod | '';
  from: string;
  to: string;
  q: string;
  unread: boolean;
}

export const NO_FILTERS: OrderFilters = {
  status: '',
  payment_method: '',
  from: '',
  to: '',
  q: '',
  unread: false,
};

/** Rows a page: the server's default page size, asked for explicitly. */
export const ORDERS_PER_PAGE = 20;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MAX_SEARCH = 100;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | '' {
  return values.find((candidate) => candidate === value) ?? '';
}

const day = (value: string | null) => (value && DAY.test(value) ? value : '');

export function readFilters(params: URLSearchParams): OrderFilters {
  return {
    status: oneOf(STATUS_LIST, params.get('status')),
    payment_method: oneOf(PAYMENT_LIST, params.get('payment_method')),
    from: day(params.get('from')),
    to: day(params.get('to')),
    q: (params.get('q') ?? '').trim().slice(0, MAX_SEARCH),
    unread: params.get('unread') === 'true',
  };
}

export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** The query string of these filters (and page, left out when 1), in a stable order. */
export function filterSearch(filters: OrderFilters, page = 1): string {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.payment_method) params.set('payment_method', filters.payment_method);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.q) params.set('q', filters.q);
  if (filters.unread) params.set('unread', 'true');
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

export const hasFilters = (filters: OrderFilters) =>
  filterSearch(filters) !== filterSearch(NO_FILTERS);

/** The list call's query: the filters that are set, and the page. */
export function toListQuery(filters: OrderFilters, page: number): AdminOrderListQuery {
  return {
    page,
    per_page: ORDERS_PER_PAGE,
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.payment_method ? { payment_method: filters.payment_method } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.unread ? { unread: true } : {}),
  };
}

/**
 * The filters and page in the address, and a setter: a changed filter goes back to page 1. Typing
 * in the search box replaces the history entry (one entry per search, not per pause in typing).
 */
export function useOrderFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const page = readPage(params);

  const setFilters = useCallback(
    (change: Partial<OrderFilters>, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => new URLSearchParams(filterSearch({ ...readFilters(current), ...change })),
        { replace: options.replace },
      );
    },
    [setParams],
  );

  const hrefFor = useCallback(
    (target: number) => `${adminPaths.orders}${filterSearch(filters, target)}`,
    [filters],
  );

  return { filters, page, setFilters, hrefFor };
}
