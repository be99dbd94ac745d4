import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, sort, titleAr } from '../columns';

/** The shop's settings flags; one row only (id is always 1). */
export const settings = pgTable(
  'settings',
  {
    id: integer('id').primaryKey().default(1),
    isMaintenanceActive: boolean('is_maintenance_active').notNull().default(false),
    isLatestProductActive: boolean('is_latest_product_active').notNull().default(true),
    isBestSellerActive: boolean('is_best_seller_active').notNull().default(true),
    isMainBannerIsActive: boolean('is_main_banner_is_active').notNull().default(true),
    isBannersActive: boolean('is_banners_active').notNull().default(true),
  },
  (t) => [check('settings_single_row', sql`${t.id} = 1`)],
);

export const headerImages = pgTable('header_images', {
  id: id(),
  image: text('image').notNull(),
  /** Where a tap on the slide leads: a path on the shop or an https address; none when null. */
  link: text('link'),
  sort: sort(),
});

/**
 * The shop's own contact details and the offers banner: one row only (id is always 1), edited by
 * the owner in the back office and read by the footer, /contact and the chat links. An empty text
 * means "not given": the storefront leaves that line out.
 */
export const shopDetails = pgTable(
  'shop_details',
  {
    id: integer('id').primaryKey().default(1),
    /** Landline numbers as people read them ("02 2576 1986"), in the order shown. */
    phones: jsonb('phones').$type<string[]>().notNull().default([]),
    customerServicePhone: text('customer_service_phone').notNull().default(''),
    fax: text('fax').notNull().default(''),
    addressAr: text('address_ar').notNull().default(''),
    addressEn: text('address_en').notNull().default(''),
    email: text('email').notNull().default(''),
    /** The messaging-app business number, digits only with the country code (201001986198). */
    chatNumber: text('chat_number').notNull().default(''),
    workingHoursAr: text('working_hours_ar').notNull().default(''),
    workingHoursEn: text('working_hours_en').notNull().default(''),
    /** What the map on /contact looks up: an address or "latitude,longitude". */
    mapLocation: text('map_location').notNull().default(''),
    /** The promotional banner of /offers (a stored picture path); none when empty. */
    offersBanner: text('offers_banner').notNull().default(''),
  },
  (t) => [check('shop_details_single_row', sql`${t.id} = 1`)],
);

export const socialPlatforms = pgTable('social_platforms', {
  id: id(),
  name: text('name').notNull(),
  link: text('link').notNull(),
  sort: sort(),
});

export const teamMembers = pgTable('team_members', {
  id: id(),
  jobTitle: text('job_title').notNull(),
  jobTitleEn: text('job_title_en').notNull(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  phone: text('phone'),
  photo: text('photo'),
  sort: sort(),
});

export const catalogs = pgTable('catalogs', {
  id: id(),
  ...titleAr(),
  imageAr: text('image_ar'),
  imageEn: text('image_en'),
  sort: sort(),
});

export const videos = pgTable('videos', {
  id: id(),
  ...titleAr(),
  link: text('link').notNull(),
  sort: sort(),
});

export const aboutUs = pgTable('about_us', {
  id: id(),
  /** Trusted HTML written by the shop (sanitised again by the storefront before rendering). */
  content: text('content').notNull(),
  contentEn: text('content_en').notNull(),
  images: jsonb('images').$type<string[]>().notNull().default([]),
});

export const policySlug = pgEnum('policy_slug', [
  'shipping-policy',
  'terms-conditions',
  'privacy-policy',
  'exchanges-and-returns',
]);

export const policyPages = pgTable(
  'policy_pages',
  {
    id: id(),
    slug: policySlug('slug').notNull(),
    ...titleAr(),
    content: text('content').notNull(),
    contentEn: text('content_en').notNull(),
  },
  (t) => [uniqueIndex('policy_pages_slug_unique').on(t.slug)],
);

export const commonQuestions = pgTable('common_questions', {
  id: id(),
  ...titleAr(),
  description: text('description').notNull(),
  descriptionEn: text('description_en').notNull(),
  sort: sort(),
});

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    fullName: text('full_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_at_idx').on(t.createdAt.desc())],
);

export type Settings = typeof settings.$inferSelect;
export type ShopDetails = typeof shopDetails.$inferSelect;
export type PolicySlug = (typeof policySlug.enumValues)[number];
