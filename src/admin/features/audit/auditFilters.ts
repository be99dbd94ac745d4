// The audit page's filters live in its address (?actor_id=&entity=&from=&to=&page=), so a view
// can be bookmarked, shared and stepped back to. Dates are the shop's calendar days in Cairo.
import { readPage } from '../../../shared/lib/pageParam';
import type { AuditQuery } from '../../../shared/wire/staff';

export interface AuditFilters {
  actor_id: string;
  entity: string;
  /** YYYY-MM-DD or '' */
  from: string;
  to: string;
}

export const NO_FILTERS: AuditFilters = { actor_id: '', entity: '', from: '', to: '' };

/** The kinds of record the back office writes audit rows for. */
export const AUDIT_ENTITIES = [
  'product',
  'product_import',
  'order',
  'orders',
  'account',
  'category',
  'staff',
  'media',
  'about_us',
  'policy_page',
  'settings',
  'shop_details',
  'social_platform',
  'faq',
  'team_member',
  'catalog',
  'video',
  'header_image',
] as const;

/** Rows per page (the API's default, sent so a page always means the same rows). */
export const AUDIT_PAGE_SIZE = 50;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[1-9]\d{0,9}$/;

export function readAuditFilters(params: URLSearchParams): AuditFilters {
  const date = (name: string) => {
    const value = params.get(name) ?? '';
    return DATE.test(value) ? value : '';
  };
  const actor = params.get('actor_id') ?? '';
  return {
    actor_id: ID.test(actor) ? actor : '',
    entity: (params.get('entity') ?? '').trim().slice(0, 40),
    from: date('from'),
    to: date('to'),
  };
}

/** `?actor_id=…&entity=…&from=…&to=…&page=…` without the empty ones (page 1 left out). */
export function auditSearch(filters: AuditFilters, page = 1): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Cairo's UTC offset on that day ("+02:00", "+03:00" in summer time). */
export function cairoOffset(day: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Africa/Cairo',
    timeZoneName: 'longOffset',
  }).formatToParts(new Date(`${day}T12:00:00Z`));
  const name = parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
  return /[+-]\d{2}:\d{2}/.exec(name)?.[0] ?? '+00:00';
}

/**
 * The API query of a view. A day is the shop's (Cairo) day, so it is sent as moments with Cairo's
 * offset: the server reads a bare date as a UTC day, two or three hours off the times shown.
 */
export function toAuditQuery(filters: AuditFilters, params: URLSearchParams): AuditQuery {
  const query: AuditQuery = { page: readPage(params), per_page: AUDIT_PAGE_SIZE };
  if (filters.actor_id) query.actor_id = Number(filters.actor_id);
  if (filters.entity) query.entity = filters.entity;
  if (filters.from) query.from = `${filters.from}T00:00:00${cairoOffset(filters.from)}`;
  if (filters.to) query.to = `${filters.to}T23:59:59.999${cairoOffset(filters.to)}`;
  return query;
}
