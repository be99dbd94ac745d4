// The owner's four ordered lists of the storefront's pages, under /api/v1/admin/{list}: the FAQ
// (/common-questions), the team (/contact), the catalogs (/catalog) and the videos (/videos).
// Every list has the same five calls (GET, POST, PATCH /{id}, DELETE /{id}, PUT /order) and the
// bilingual raw fields (title_ar, title_en, …) instead of the storefront's localized ones. Field
// rules are the rule tables' (src/shared/rules/forms/adminContentLists.ts); these schemas fix
// types and sizes.
import { CONTENT_LIST_LIMITS as LIMITS } from '../rules/forms/adminContentLists';
import { dataAnswer, idField, type Wire } from './common';

/** The lists, as their paths name them. */
export const CONTENT_LISTS = ['faq', 'team-members', 'catalogs', 'videos'] as const;
export type ContentListName = (typeof CONTENT_LISTS)[number];

/** How many entries one list may hold (a reorder names them all). */
export const CONTENT_LIST_MAX = 500;

const text = <const N extends number>(maxLength: N) => ({ type: 'string', maxLength }) as const;
const nullableText = <const N extends number>(maxLength: N, description: string) =>
  ({ type: ['string', 'null'], maxLength, description }) as const;
/** Longest picture URL a body may name (the served ones are far shorter). */
const PICTURE_URL_MAX = 300;
const picture = (description: string) =>
  nullableText(
    PICTURE_URL_MAX,
    `${description}: a URL POST /admin/media/banners answered (or the one it has); null for none`,
  );

const faqFields = {
  title_ar: { ...text(LIMITS.question), description: 'The question in Arabic' },
  title_en: { ...text(LIMITS.question), description: 'The question in English' },
  description_ar: { ...text(LIMITS.answer), description: 'The answer in Arabic, plain text' },
  description_en: { ...text(LIMITS.answer), description: 'The answer in English, plain text' },
} as const;

const teamFields = {
  name_ar: text(LIMITS.name),
  name_en: text(LIMITS.name),
  job_title_ar: text(LIMITS.jobTitle),
  job_title_en: text(LIMITS.jobTitle),
  phone: nullableText(LIMITS.phone, 'Digits, spaces and a leading +; null or "" for none'),
  photo: picture('Photo'),
} as const;

const catalogFields = {
  title_ar: text(LIMITS.title),
  title_en: text(LIMITS.title),
  image_ar: picture('Cover of the Arabic page (required)'),
  image_en: picture('Cover of the English page (the Arabic one shows when null)'),
} as const;

const videoFields = {
  title_ar: text(LIMITS.title),
  title_en: text(LIMITS.title),
  link: { ...text(LIMITS.link), description: 'A watch, short or embed link with a video id' },
} as const;

const position = {
  id: { type: 'integer' },
  sort: { type: 'integer', description: 'Place in the list, 1 first' },
} as const;

/** An entry as the back office reads it: every field present. */
const entry = <const F extends Record<string, object>, const K extends readonly string[]>(
  fields: F,
  keys: K,
) =>
  ({
    type: 'object',
    required: ['id', 'sort', ...keys],
    properties: { ...position, ...fields },
    additionalProperties: false,
  }) as const;

/** POST (the rule table says what is required) and PATCH (any subset) send the same shape. */
const body = <const F extends Record<string, object>>(fields: F) =>
  ({ type: 'object', properties: fields, additionalProperties: false }) as const;

export const adminFaqEntry = entry(faqFields, [
  'title_ar',
  'title_en',
  'description_ar',
  'description_en',
]);
export type AdminFaqEntryDto = Wire<typeof adminFaqEntry>;
export const adminFaqBody = body(faqFields);
export type AdminFaqBody = Wire<typeof adminFaqBody>;

export const adminTeamMember = entry(teamFields, [
  'name_ar',
  'name_en',
  'job_title_ar',
  'job_title_en',
  'phone',
  'photo',
]);
export type AdminTeamMemberDto = Wire<typeof adminTeamMember>;
export const adminTeamMemberBody = body(teamFields);
export type AdminTeamMemberBody = Wire<typeof adminTeamMemberBody>;

export const adminCatalog = entry(catalogFields, ['title_ar', 'title_en', 'image_ar', 'image_en']);
export type AdminCatalogDto = Wire<typeof adminCatalog>;
export const adminCatalogBody = body(catalogFields);
export type AdminCatalogBody = Wire<typeof adminCatalogBody>;

export const adminVideo = entry(
  {
    ...videoFields,
    video_id: {
      type: ['string', 'null'],
      description: 'The video id read from link; null for a link stored before links were checked',
    },
  },
  ['title_ar', 'title_en', 'link', 'video_id'],
);
export type AdminVideoDto = Wire<typeof adminVideo>;
export const adminVideoBody = body(videoFields);
export type AdminVideoBody = Wire<typeof adminVideoBody>;

/** PUT /admin/{list}/order */
export const contentListOrderBody = {
  type: 'object',
  required: ['ids'],
  properties: {
    ids: {
      type: 'array',
      maxItems: CONTENT_LIST_MAX,
      uniqueItems: true,
      items: idField,
      description: 'Every entry of the list exactly once, in its new order',
    },
  },
  additionalProperties: false,
} as const;
export type ContentListOrderBody = Wire<typeof contentListOrderBody>;

export const contentListDeleteAnswer = dataAnswer({
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', description: 'The entry deleted' } },
  additionalProperties: false,
} as const);
export type ContentListDeleteAnswer = Wire<typeof contentListDeleteAnswer>;

/** Each list's entry and body schemas, by the name in its path. */
export const CONTENT_LIST_WIRE = {
  faq: { entry: adminFaqEntry, body: adminFaqBody },
  'team-members': { entry: adminTeamMember, body: adminTeamMemberBody },
  catalogs: { entry: adminCatalog, body: adminCatalogBody },
  videos: { entry: adminVideo, body: adminVideoBody },
} as const;

/** An entry of each list, as the back office reads it. */
export interface ContentListEntries {
  faq: AdminFaqEntryDto;
  'team-members': AdminTeamMemberDto;
  catalogs: AdminCatalogDto;
  videos: AdminVideoDto;
}

/** What POST and PATCH of each list send. */
export interface ContentListBodies {
  faq: AdminFaqBody;
  'team-members': AdminTeamMemberBody;
  catalogs: AdminCatalogBody;
  videos: AdminVideoBody;
}

/** `{ status_code, data: [entries] }` and `{ status_code, data: entry }` of a list. */
export type ContentListAnswer<L extends ContentListName> = {
  status_code: number;
  data: ContentListEntries[L][];
};
export type ContentListEntryAnswer<L extends ContentListName> = {
  status_code: number;
  data: ContentListEntries[L];
};
