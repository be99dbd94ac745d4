// The owner's page editor: the about page (GET|PUT /api/v1/admin/about) and the four policy pages
// (GET /api/v1/admin/policies, PUT /api/v1/admin/policies/{slug}). See common.ts for how wire
// schemas are used. The HTML is stored as the storefront's allow-list rewrites it, so an answer
// may differ from what was sent (a script, an event attribute or a javascript: link left out).
import { MAX_LENGTH } from '../rules/constants';
import { PAGE_LIMITS } from '../rules/forms/adminPage';
import { dataAnswer, type Wire } from './common';
import { POLICY_PAGE_SLUGS } from './content';

const html = (language: string) =>
  ({
    type: 'string',
    // A text of N UTF-8 bytes has at most N characters: longer is over the limit whatever it holds.
    maxLength: PAGE_LIMITS.htmlBytes,
    description:
      `The page in ${language} as HTML: at most ${PAGE_LIMITS.htmlBytes / 1024} KB (UTF-8), ` +
      'stored as the storefront’s allow-list keeps it',
  }) as const;
const title = (language: string) =>
  ({
    type: 'string',
    maxLength: MAX_LENGTH.name,
    description: `The title in ${language}`,
  }) as const;

const aboutFields = {
  content: html('Arabic'),
  content_en: html('English'),
  images: {
    type: 'array',
    maxItems: PAGE_LIMITS.aboutPictures,
    description:
      'The factory pictures in the order shown: each one the page already has or one uploaded ' +
      'with POST /api/v1/admin/media/banners (its -640 URL)',
    items: { type: 'string', maxLength: 300 },
  },
} as const;

/** The about page as the owner edits it; "" and no pictures before one is written. */
export const adminAbout = {
  type: 'object',
  required: ['content', 'content_en', 'images'],
  properties: aboutFields,
  additionalProperties: false,
} as const;
export type AdminAboutDto = Wire<typeof adminAbout>;

/** PUT /api/v1/admin/about: the whole page. */
export const adminAboutBody = {
  type: 'object',
  required: ['content', 'content_en', 'images'],
  properties: aboutFields,
  additionalProperties: false,
} as const;
export type AdminAboutBody = Wire<typeof adminAboutBody>;

/** GET|PUT /api/v1/admin/about answer `{ status_code, data }`. */
export const adminAboutAnswer = dataAnswer(adminAbout);
export type AdminAboutAnswer = Wire<typeof adminAboutAnswer>;

const slug = { type: 'string', enum: POLICY_PAGE_SLUGS } as const;

const policyFields = {
  title: title('Arabic'),
  title_en: title('English'),
  content: html('Arabic'),
  content_en: html('English'),
} as const;

export const adminPolicy = {
  type: 'object',
  required: ['slug', 'title', 'title_en', 'content', 'content_en'],
  properties: { slug, ...policyFields },
  additionalProperties: false,
} as const;
export type AdminPolicyDto = Wire<typeof adminPolicy>;

/** GET /api/v1/admin/policies: the four pages, in the shop's footer order. */
export const adminPoliciesAnswer = dataAnswer({ type: 'array', items: adminPolicy });
export type AdminPoliciesAnswer = Wire<typeof adminPoliciesAnswer>;

/** PUT /api/v1/admin/policies/{slug}: the whole page; a slug not listed names nothing (404). */
export const adminPolicyParams = {
  type: 'object',
  required: ['slug'],
  properties: { slug: { ...slug, description: 'The page, as its storefront address names it' } },
} as const;

export const adminPolicyBody = {
  type: 'object',
  required: ['title', 'title_en', 'content', 'content_en'],
  properties: policyFields,
  additionalProperties: false,
} as const;
export type AdminPolicyBody = Wire<typeof adminPolicyBody>;

export const adminPolicyAnswer = dataAnswer(adminPolicy);
export type AdminPolicyAnswer = Wire<typeof adminPolicyAnswer>;
