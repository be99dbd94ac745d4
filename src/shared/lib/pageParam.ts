// The `page` query parameter of paged screens (listings, /videos): 1-based, omitted when 1;
// anything that is not a whole number above 1 reads as page 1.
export const PAGE_PARAM = 'page';

export function readPage(searchParams: URLSearchParams): number {
  const page = Number(searchParams.get(PAGE_PARAM));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** `?page=N`, or '' for page 1. */
export function pageSearch(page: number): string {
  return page > 1 ? `?${PAGE_PARAM}=${page}` : '';
}
