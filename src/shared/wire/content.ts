// Content calls: settings, header images, catalogs, videos, the about, policy and FAQ
// pages, team members, social links and the contact form (see common.ts for how wire schemas are
// used). Localized fields: `title`/`name`/… hold the request's language, the `_ar` and `_en` twins
// both languages.
import type { JSONSchema } from 'json-schema-to-ts';
import { MAX_LENGTH } from '../rules/constants';
import { langQuery, listAnswer, nullableString, pageField, pageNumbers, type Wire } from './common';

const text = { type: 'string' } as const;
const html = { type: 'string', description: 'HTML in the request language' } as const;

/** `{ success, status_code, data }`, the answer of the page calls (about, policies, FAQ). */
const successAnswer = <const Data extends JSONSchema>(data: Data) =>
  ({
    type: 'object',
    required: ['success', 'status_code', 'data'],
    properties: { success: { type: 'boolean' }, status_code: { type: 'integer' }, data },
    additionalProperties: false,
  }) as const;

/** The settings flags exactly as the storefront reads them. */
export const settings = {
  type: 'object',
  required: [
    'id',
    'is_maintenance_active',
    'is_latest_product_active',
    'is_best_seller_active',
    'is_main_banner_is_active',
    'is_banners_active',
  ],
  properties: {
    id: { type: 'integer' },
    is_maintenance_active: { type: 'boolean' },
    is_latest_product_active: { type: 'boolean' },
    is_best_seller_active: { type: 'boolean' },
    is_main_banner_is_active: { type: 'boolean' },
    is_banners_active: { type: 'boolean' },
  },
  additionalProperties: false,
} as const;
export type SettingsDto = Wire<typeof settings>;
/** GET /settings: the record is the first element of data (none before seeding). */
export const settingsAnswer = listAnswer(settings);
export type SettingsAnswer = Wire<typeof settingsAnswer>;

/** A slide of the home carousel; `link` only when the owner gave the slide one. */
export const headerImage = {
  type: 'object',
  required: ['id', 'image'],
  properties: {
    id: { type: 'integer' },
    image: text,
    link: {
      type: 'string',
      description: 'Optional: where a tap leads, a page of the shop from its root or an https URL',
    },
  },
  additionalProperties: false,
} as const;
export type HeaderImageDto = Wire<typeof headerImage>;
/** GET /header */
export const headerImagesAnswer = listAnswer(headerImage);
export type HeaderImagesAnswer = Wire<typeof headerImagesAnswer>;

export const catalog = {
  type: 'object',
  required: ['id', 'title', 'title_en', 'image_ar', 'image_en'],
  properties: {
    id: { type: 'integer' },
    title: text,
    title_ar: text,
    title_en: text,
    image_ar: nullableString,
    image_en: nullableString,
  },
  additionalProperties: false,
} as const;
export type CatalogDto = Wire<typeof catalog>;
/** GET /catalogs */
export const catalogsAnswer = listAnswer(catalog);
export type CatalogsAnswer = Wire<typeof catalogsAnswer>;

/** Videos a page by default: three full rows of the widest (3-column) grid of /videos. */
export const VIDEOS_PER_PAGE = 9;

export const video = {
  type: 'object',
  required: ['id', 'title', 'title_en', 'link'],
  properties: { id: { type: 'integer' }, title: text, title_ar: text, title_en: text, link: text },
  additionalProperties: false,
} as const;
export type VideoDto = Wire<typeof video>;
/** GET /videos */
export const videosQuery = {
  type: 'object',
  properties: {
    ...langQuery.properties,
    page: pageField,
    per_page: { type: 'integer', minimum: 1, maximum: 50, default: VIDEOS_PER_PAGE },
  },
} as const;
export const videosAnswer = {
  type: 'object',
  required: ['status_code', 'data', 'current_page', 'last_page', 'per_page', 'total'],
  // Spelt out rather than spread from pageNumbers: the serializer writes this order on the wire.
  properties: {
    status_code: { type: 'integer' },
    data: { type: 'array', items: video },
    current_page: pageNumbers.current_page,
    last_page: pageNumbers.last_page,
    per_page: pageNumbers.per_page,
    total: pageNumbers.total,
  },
  additionalProperties: false,
} as const;
export type VideosAnswer = Wire<typeof videosAnswer>;

export const aboutUs = {
  type: 'object',
  required: ['content', 'content_en', 'about_us_images'],
  properties: {
    content: html,
    content_ar: text,
    content_en: text,
    about_us_images: { type: 'array', items: text },
  },
  additionalProperties: false,
} as const;
export type AboutUsDto = Wire<typeof aboutUs>;
/** GET /about-us */
export const aboutUsAnswer = successAnswer(aboutUs);
export type AboutUsAnswer = Wire<typeof aboutUsAnswer>;

/** The policy pages, each its own call: GET /{slug}. */
export const POLICY_PAGE_SLUGS = [
  'shipping-policy',
  'terms-conditions',
  'privacy-policy',
  'exchanges-and-returns',
] as const;
export type PolicyPageSlug = (typeof POLICY_PAGE_SLUGS)[number];

export const policyPage = {
  type: 'object',
  required: ['title', 'content'],
  properties: {
    title: text,
    title_ar: text,
    title_en: text,
    content: html,
    content_ar: text,
    content_en: text,
  },
  additionalProperties: false,
} as const;
export type PolicyPageDto = Wire<typeof policyPage>;
export const policyPageAnswer = successAnswer(policyPage);
export type PolicyPageAnswer = Wire<typeof policyPageAnswer>;

export const commonQuestion = {
  type: 'object',
  required: ['id', 'title', 'title_en', 'description', 'description_en'],
  properties: {
    id: { type: 'integer' },
    title: text,
    title_ar: text,
    title_en: text,
    description: text,
    description_ar: text,
    description_en: text,
  },
  additionalProperties: false,
} as const;
export type CommonQuestionDto = Wire<typeof commonQuestion>;
/** GET /common-questions */
export const commonQuestionsAnswer = successAnswer({ type: 'array', items: commonQuestion });
export type CommonQuestionsAnswer = Wire<typeof commonQuestionsAnswer>;

export const teamMember = {
  type: 'object',
  required: ['id', 'job_title', 'job_title_en', 'name', 'name_en', 'phone', 'photo'],
  properties: {
    id: { type: 'integer' },
    job_title: text,
    job_title_ar: text,
    job_title_en: text,
    name: text,
    name_ar: text,
    name_en: text,
    phone: nullableString,
    photo: nullableString,
  },
  additionalProperties: false,
} as const;
export type TeamMemberDto = Wire<typeof teamMember>;
/** GET /team-members */
export const teamMembersAnswer = listAnswer(teamMember);
export type TeamMembersAnswer = Wire<typeof teamMembersAnswer>;

export const socialPlatform = {
  type: 'object',
  required: ['id', 'name', 'link'],
  properties: { id: { type: 'integer' }, name: text, link: text },
  additionalProperties: false,
} as const;
export type SocialPlatformDto = Wire<typeof socialPlatform>;
/** GET /social-platforms */
export const socialPlatformsAnswer = listAnswer(socialPlatform);
export type SocialPlatformsAnswer = Wire<typeof socialPlatformsAnswer>;

/** A contact field: absent, null or text of at most `maxLength` characters. */
const contactText = <const N extends number>(maxLength: N) =>
  ({ type: ['string', 'null'], maxLength }) as const;

/**
 * POST /contact-us. Every field may be absent or null here: the field rules (src/shared/rules)
 * judge them after the schema, so a missing field is a 422 field error, never a bare 400. Each has
 * a maximum length (MAX_LENGTH), refused (422) before any pattern looks at it.
 */
export const contactBody = {
  type: 'object',
  properties: {
    full_name: contactText(MAX_LENGTH.name),
    contact_email: contactText(MAX_LENGTH.email),
    phone_number: contactText(MAX_LENGTH.phone),
    text: contactText(MAX_LENGTH.contactText),
  },
} as const;
export type ContactBody = Wire<typeof contactBody>;
export const contactAnswer = {
  type: 'object',
  required: ['status_code', 'message'],
  properties: { status_code: { type: 'integer' }, message: { type: 'string' } },
  additionalProperties: false,
} as const;
export type ContactAnswer = Wire<typeof contactAnswer>;
