// The storefront's pictures in the back office (owner only): the home carousel's header pictures
// (add, link, reorder, delete) under /api/v1/admin/header-images and the offers banner under
// /api/v1/admin/offers-banner. Pictures are URLs the banners upload answered
// (POST /api/v1/admin/media/banners); links are judged by src/shared/rules/slideLink.ts (422).
import { SLIDE_LINK_MAX } from '../rules/slideLink';
import { dataAnswer, idField, idParams, listAnswer, nullableString, type Wire } from './common';

/** Longest picture URL a body may name (the served ones are far shorter). */
const PICTURE_URL_MAX = 300;
const pictureUrl = (description: string) =>
  ({ type: 'string', maxLength: PICTURE_URL_MAX, description }) as const;
const linkIn = {
  type: ['string', 'null'],
  maxLength: SLIDE_LINK_MAX,
  description:
    `A page of the shop from its root (/offers, /en/offers) or an https:// address, at most ` +
    `${SLIDE_LINK_MAX} characters; null or "" for none`,
} as const;

/** A header picture as the back office reads it. */
export const adminHeaderImage = {
  type: 'object',
  required: ['id', 'image', 'link', 'sort'],
  properties: {
    id: { type: 'integer' },
    image: { type: 'string', description: 'The -640 URL; -320 and -1280 beside it' },
    link: { ...nullableString, description: 'Where a tap on the slide leads; null for none' },
    sort: { type: 'integer', description: 'Place in the carousel, smallest first' },
  },
  additionalProperties: false,
} as const;
export type AdminHeaderImageDto = Wire<typeof adminHeaderImage>;

/** GET /admin/header-images and PUT /admin/header-images/order: every picture, in order. */
export const adminHeaderImagesAnswer = listAnswer(adminHeaderImage);
export type AdminHeaderImagesAnswer = Wire<typeof adminHeaderImagesAnswer>;

export const adminHeaderImageAnswer = dataAnswer(adminHeaderImage);
export type AdminHeaderImageAnswer = Wire<typeof adminHeaderImageAnswer>;

export const adminHeaderImageParams = idParams('id', 'The header picture');

/** POST /admin/header-images: a new picture, last in the carousel. */
export const adminHeaderImageCreateBody = {
  type: 'object',
  required: ['image'],
  properties: {
    image: pictureUrl('A URL POST /admin/media/banners answered'),
    link: linkIn,
  },
} as const;
export type AdminHeaderImageCreateBody = Wire<typeof adminHeaderImageCreateBody>;

/** PATCH /admin/header-images/{id}: the slide's link. */
export const adminHeaderImageLinkBody = {
  type: 'object',
  required: ['link'],
  properties: { link: linkIn },
} as const;
export type AdminHeaderImageLinkBody = Wire<typeof adminHeaderImageLinkBody>;

/** PUT /admin/header-images/order */
export const adminHeaderImageOrderBody = {
  type: 'object',
  required: ['ids'],
  properties: {
    ids: {
      type: 'array',
      maxItems: 1000,
      items: idField,
      description: 'Every header picture exactly once, in the new order (422 otherwise)',
    },
  },
} as const;
export type AdminHeaderImageOrderBody = Wire<typeof adminHeaderImageOrderBody>;

export const adminHeaderImageDeleteAnswer = dataAnswer({
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer' } },
  additionalProperties: false,
} as const);
export type AdminHeaderImageDeleteAnswer = Wire<typeof adminHeaderImageDeleteAnswer>;

/** The promotional banner of /offers. */
export const adminOffersBanner = {
  type: 'object',
  required: ['image'],
  properties: { image: { type: 'string', description: 'The -640 URL; "" for none' } },
  additionalProperties: false,
} as const;
export type AdminOffersBannerDto = Wire<typeof adminOffersBanner>;

export const adminOffersBannerAnswer = dataAnswer(adminOffersBanner);
export type AdminOffersBannerAnswer = Wire<typeof adminOffersBannerAnswer>;

/** PUT /admin/offers-banner */
export const adminOffersBannerBody = {
  type: 'object',
  required: ['image'],
  properties: {
    image: pictureUrl(
      'A URL POST /admin/media/banners answered, or the banner already set; "" removes it',
    ),
  },
} as const;
export type AdminOffersBannerBody = Wire<typeof adminOffersBannerBody>;
