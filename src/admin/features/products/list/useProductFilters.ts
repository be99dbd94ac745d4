// The product list's filters, sort and page live in the address (shareable, kept by Back): each
// known parameter is read, anything unknown or malformed is left out so the server is never asked
// for a value it refuses.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readPage, PAGE_PARAM } from '../../../../shared/lib/pageParam';
import {
  ADMIN_PRODUCT_STATUSES,
  ADMIN_PUBLISH_STATUSES,
} from '../../../../shared/rules/forms/adminProduct';
import type { ProductsListQuery } from '../../../api/productsApi';
import { adminPaths } from '../../../ui/paths';

export const PRODUCT_SORTS = ['newest', 'name', 'price', 'quantity', 'sort'] as const;
export const SORT_ORDERS = ['asc', 'desc'] as const;
export const STOCK_LEVELS = ['out', 'low', 'in'] as const;
/** The search box's longest text (the list call's `q` limit). */
export const SEARCH_MAX = 100;

export type FilterName =
  'q' | 'category_id' | 'status' | 'product_status' | 'stock' | 'sort' | 'order';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

function positiveId(value: string | null): number | undefined {
  if (value === null || !/^\d{1,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}

/** The list call's query from the address: only the parameters that hold a valid value. */
export function readProductsQuery(search: URLSearchParams): ProductsListQuery {
  const q = search.get('q')?.trim().slice(0, SEARCH_MAX);
  const page = readPage(search);
  const sort = oneOf(PRODUCT_SORTS, search.get('sort'));
  return {
    q: q || undefined,
    category_id: positiveId(search.get('category_id')),
    status: oneOf(ADMIN_PUBLISH_STATUSES, search.get('status')),
    product_status: oneOf(ADMIN_PRODUCT_STATUSES, search.get('product_status')),
    stock: oneOf(STOCK_LEVELS, search.get('stock')),
    // Newest is the server's default: sent as no parameter, like the select's first choice.
    sort: sort === 'newest' ? undefined : sort,
    order: oneOf(SORT_ORDERS, search.get('order')),
    page: page > 1 ? page : undefined,
  };
}

/** A filter control's value: the parameter as read ('' for none). */
export const filterValue = (query: ProductsListQuery, name: FilterName): string =>
  query[name] === undefined ? '' : String(query[name]);

export function useProductFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => readProductsQuery(searchParams), [searchParams]);

  /** Sets (or clears, with '') one filter; a new filter starts again at page 1. */
  const setFilter = useCallback(
    (name: FilterName, value: string, { replace = false } = {}) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (value === '') next.delete(name);
          else next.set(name, value);
          next.delete(PAGE_PARAM);
          return next;
        },
        { replace },
      );
    },
    [setSearchParams],
  );

  const clearFilters = useCallback(() => setSearchParams(new URLSearchParams()), [setSearchParams]);

  /** A page's address with every filter kept (pagination links). */
  const hrefFor = useCallback(
    (page: number) => {
      const next = new URLSearchParams(searchParams);
      if (page > 1) next.set(PAGE_PARAM, String(page));
      else next.delete(PAGE_PARAM);
      const search = next.toString();
      return search ? `${adminPaths.products}?${search}` : adminPaths.products;
    },
    [searchParams],
  );

  const filtered = (['q', 'category_id', 'status', 'product_status', 'stock'] as const).some(
    (name) => query[name] !== undefined,
  );

  return { query, setFilter, clearFilters, hrefFor, filtered };
}
