import { asc, count, eq } from 'drizzle-orm';
import { CONTACT } from '../../src/shared/rules/constants';
import { isBlank, isValidContactPhone, isValidEmail } from '../../src/shared/rules/validation';
import type { Db } from '../db/client';
import {
  aboutUs,
  catalogs,
  commonQuestions,
  contactMessages,
  headerImages,
  policyPages,
  settings,
  socialPlatforms,
  teamMembers,
  videos,
  type PolicySlug,
} from '../db/schema';
import type { FieldErrors } from '../lib/httpError';

/** SPEC §3 settings flags exactly as the storefront reads them. */
export interface SettingsDto {
  id: number;
  is_maintenance_active: boolean;
  is_latest_product_active: boolean;
  is_best_seller_active: boolean;
  is_main_banner_is_active: boolean;
  is_banners_active: boolean;
}

/** The settings as a list (SPEC §3: the record is the first element); empty before seeding. */
export async function getSettings(db: Db): Promise<SettingsDto[]> {
  const rows = await db.select().from(settings).orderBy(asc(settings.id)).limit(1);
  return rows.map((row) => ({
    id: row.id,
    is_maintenance_active: row.isMaintenanceActive,
    is_latest_product_active: row.isLatestProductActive,
    is_best_seller_active: row.isBestSellerActive,
    is_main_banner_is_active: row.isMainBannerIsActive,
    is_banners_active: row.isBannersActive,
  }));
}

// ---------------------------------------------------------------------------------------------
// SPEC §7 content calls. Localized fields: `title`/`name`/… hold the request's language and the
// `_en` (and `_ar`) twins are always present too (conventions "Language").

type LangPick = 'ar' | 'en';
const pick = (lang: LangPick, ar: string, en: string): string => (lang === 'en' ? en || ar : ar);

export interface HeaderImageDto {
  id: number;
  image: string;
}

export async function listHeaderImages(db: Db): Promise<HeaderImageDto[]> {
  const rows = await db
    .select()
    .from(headerImages)
    .orderBy(asc(headerImages.sort), asc(headerImages.id));
  return rows.map((row) => ({ id: row.id, image: row.image }));
}

export interface CatalogDto {
  id: number;
  title: string;
  title_ar: string;
  title_en: string;
  image_ar: string | null;
  image_en: string | null;
}

export async function listCatalogs(db: Db, lang: LangPick): Promise<CatalogDto[]> {
  const rows = await db.select().from(catalogs).orderBy(asc(catalogs.sort), asc(catalogs.id));
  return rows.map((row) => ({
    id: row.id,
    title: pick(lang, row.title, row.titleEn),
    title_ar: row.title,
    title_en: row.titleEn,
    image_ar: row.imageAr,
    image_en: row.imageEn,
  }));
}

export interface VideoDto {
  id: number;
  title: string;
  title_ar: string;
  title_en: string;
  link: string;
}

export async function listVideos(
  db: Db,
  options: { page: number; perPage: number; lang: LangPick },
): Promise<{ records: VideoDto[]; total: number; lastPage: number }> {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(videos);
  const rows = await db
    .select()
    .from(videos)
    .orderBy(asc(videos.sort), asc(videos.id))
    .limit(options.perPage)
    .offset((options.page - 1) * options.perPage);
  return {
    records: rows.map((row) => ({
      id: row.id,
      title: pick(options.lang, row.title, row.titleEn),
      title_ar: row.title,
      title_en: row.titleEn,
      link: row.link,
    })),
    total,
    lastPage: Math.max(1, Math.ceil(total / options.perPage)),
  };
}

export interface AboutUsDto {
  content: string;
  content_ar: string;
  content_en: string;
  about_us_images: string[];
}

/** The about page; empty content and no images before the shop writes one. */
export async function getAboutUs(db: Db, lang: LangPick): Promise<AboutUsDto> {
  const [row] = await db.select().from(aboutUs).orderBy(asc(aboutUs.id)).limit(1);
  if (!row) return { content: '', content_ar: '', content_en: '', about_us_images: [] };
  return {
    content: pick(lang, row.content, row.contentEn),
    content_ar: row.content,
    content_en: row.contentEn,
    about_us_images: row.images,
  };
}

export interface PolicyPageDto {
  title: string;
  title_ar: string;
  title_en: string;
  content: string;
  content_ar: string;
  content_en: string;
}

export async function getPolicyPage(
  db: Db,
  slug: PolicySlug,
  lang: LangPick,
): Promise<PolicyPageDto | null> {
  const [row] = await db.select().from(policyPages).where(eq(policyPages.slug, slug)).limit(1);
  if (!row) return null;
  return {
    title: pick(lang, row.title, row.titleEn),
    title_ar: row.title,
    title_en: row.titleEn,
    content: pick(lang, row.content, row.contentEn),
    content_ar: row.content,
    content_en: row.contentEn,
  };
}

export interface CommonQuestionDto {
  id: number;
  title: string;
  title_ar: string;
  title_en: string;
  description: string;
  description_ar: string;
  description_en: string;
}

export async function listCommonQuestions(db: Db, lang: LangPick): Promise<CommonQuestionDto[]> {
  const rows = await db
    .select()
    .from(commonQuestions)
    .orderBy(asc(commonQuestions.sort), asc(commonQuestions.id));
  return rows.map((row) => ({
    id: row.id,
    title: pick(lang, row.title, row.titleEn),
    title_ar: row.title,
    title_en: row.titleEn,
    description: pick(lang, row.description, row.descriptionEn),
    description_ar: row.description,
    description_en: row.descriptionEn,
  }));
}

export interface TeamMemberDto {
  id: number;
  job_title: string;
  job_title_ar: string;
  job_title_en: string;
  name: string;
  name_ar: string;
  name_en: string;
  phone: string | null;
  photo: string | null;
}

export async function listTeamMembers(db: Db, lang: LangPick): Promise<TeamMemberDto[]> {
  const rows = await db
    .select()
    .from(teamMembers)
    .orderBy(asc(teamMembers.sort), asc(teamMembers.id));
  return rows.map((row) => ({
    id: row.id,
    job_title: pick(lang, row.jobTitle, row.jobTitleEn),
    job_title_ar: row.jobTitle,
    job_title_en: row.jobTitleEn,
    name: pick(lang, row.name, row.nameEn),
    name_ar: row.name,
    name_en: row.nameEn,
    phone: row.phone,
    photo: row.photo,
  }));
}

export interface SocialPlatformDto {
  id: number;
  name: string;
  link: string;
}

export async function listSocialPlatforms(db: Db): Promise<SocialPlatformDto[]> {
  const rows = await db
    .select()
    .from(socialPlatforms)
    .orderBy(asc(socialPlatforms.sort), asc(socialPlatforms.id));
  return rows.map((row) => ({ id: row.id, name: row.name, link: row.link }));
}

// ---------------------------------------------------------------------------------------------
// Contact form (SPEC §5)

export interface ContactInput {
  full_name?: unknown;
  contact_email?: unknown;
  phone_number?: unknown;
  text?: unknown;
}

export interface ContactMessage {
  fullName: string;
  contactEmail: string;
  phoneNumber: string;
  text: string;
}

const asText = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';

/**
 * SPEC §5 contact rules with the shared predicates: field → message keys when something is wrong,
 * else the trimmed message.
 */
export function validateContact(
  input: ContactInput,
): { ok: true; message: ContactMessage } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const fullName = asText(input.full_name);
  const email = asText(input.contact_email);
  const phone = asText(input.phone_number);
  const text = asText(input.text);
  if (isBlank(fullName)) errors.full_name = ['field_required'];
  else if ([...fullName].length < CONTACT.fullNameMin) errors.full_name = ['contact_full_name_min'];
  if (isBlank(email)) errors.contact_email = ['field_required'];
  else if (!isValidEmail(email)) errors.contact_email = ['contact_email_invalid'];
  if (isBlank(phone)) errors.phone_number = ['field_required'];
  else if (!isValidContactPhone(phone)) errors.phone_number = ['contact_phone_invalid'];
  const textLength = [...text].length;
  if (isBlank(text)) errors.text = ['field_required'];
  else if (textLength < CONTACT.textMin || textLength > CONTACT.textMax) {
    errors.text = ['contact_text_length'];
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, message: { fullName, contactEmail: email, phoneNumber: phone, text } };
}

export async function storeContactMessage(db: Db, message: ContactMessage): Promise<number> {
  const [row] = await db
    .insert(contactMessages)
    .values(message)
    .returning({ id: contactMessages.id });
  if (!row) throw new Error('storeContactMessage: insert returned no row');
  return row.id;
}

/** A small fixed-window counter per key (client address): lost on restart, which is fine here. */
export class WindowCounter {
  private readonly hits = new Map<string, { start: number; count: number }>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one attempt; false when `key` is already at the limit inside its window. */
  take(key: string): boolean {
    const at = this.now();
    if (this.hits.size > 10_000) {
      for (const [k, v] of this.hits) if (at - v.start >= this.windowMs) this.hits.delete(k);
    }
    const entry = this.hits.get(key);
    if (!entry || at - entry.start >= this.windowMs) {
      this.hits.set(key, { start: at, count: 1 });
      return true;
    }
    if (entry.count >= this.limit) return false;
    entry.count += 1;
    return true;
  }
}
