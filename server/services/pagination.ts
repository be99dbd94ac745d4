import type { PageLinkDto } from '../../src/shared/wire/catalog';

// Laravel-style pagination, as the API answers it: page numbers and page links.

export interface Page<T> {
  records: T[];
  total: number;
  perPage: number;
  currentPage: number;
  lastPage: number;
}

export interface PageRequest {
  page: number;
  perPage: number;
}

/** Laravel-style pagination numbers: last_page is at least 1 even for an empty list. */
export function pageNumbers(total: number, { page, perPage }: PageRequest) {
  return {
    total,
    perPage,
    currentPage: page,
    lastPage: Math.max(1, Math.ceil(total / perPage)),
    offset: (page - 1) * perPage,
  };
}

/** Pages either side of the current one in messages.links / messages.pagination_links.links */
const LINK_WINDOW = 3;

/**
 * Previous, numbered pages and next, as Laravel's paginator answers them. Long lists keep the first
 * two, the current ±3 and the last two pages, with a '...' gap (url null) between.
 */
export function pageLinks(
  path: string,
  query: Record<string, string | number | undefined>,
  currentPage: number,
  lastPage: number,
): PageLinkDto[] {
  const urlOf = (page: number): string => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== '' && key !== 'page') params.set(key, String(value));
    }
    params.set('page', String(page));
    return `${path}?${params.toString()}`;
  };
  const pages: Array<number | null> = [];
  if (lastPage <= LINK_WINDOW * 2 + 6) {
    for (let p = 1; p <= lastPage; p += 1) pages.push(p);
  } else {
    const from = Math.max(3, currentPage - LINK_WINDOW);
    const to = Math.min(lastPage - 2, currentPage + LINK_WINDOW);
    pages.push(1, 2);
    if (from > 3) pages.push(null);
    for (let p = from; p <= to; p += 1) pages.push(p);
    if (to < lastPage - 2) pages.push(null);
    pages.push(lastPage - 1, lastPage);
  }
  return [
    {
      url: currentPage > 1 ? urlOf(Math.min(currentPage - 1, lastPage)) : null,
      label: '&laquo; Previous',
      active: false,
    },
    ...pages.map((p) =>
      p === null
        ? { url: null, label: '...', active: false }
        : { url: urlOf(p), label: String(p), active: p === currentPage },
    ),
    {
      url: currentPage < lastPage ? urlOf(currentPage + 1) : null,
      label: 'Next &raquo;',
      active: false,
    },
  ];
}

/** The `messages` of GET /products/{categoryId}: records, numbers and links twice. */
export function laravelMessages<T>(
  page: Page<T>,
  path: string,
  query: Record<string, string | number | undefined>,
) {
  const links = pageLinks(path, query, page.currentPage, page.lastPage);
  const numbers = {
    total: page.total,
    per_page: page.perPage,
    current_page: page.currentPage,
    last_page: page.lastPage,
  };
  return { records: page.records, ...numbers, links, pagination_links: { ...numbers, links } };
}
