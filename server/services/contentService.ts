import { asc, count, eq } from 'drizzle-orm';
import { localized } from '../../src/shared/lib/localized';
import type {
  AboutUsDto,
  CatalogDto,
  CommonQuestionDto,
  HeaderImageDto,
  PolicyPageDto,
  SettingsDto,
  SocialPlatformDto,
  TeamMemberDto,
  VideoDto,
} from '../../src/shared/wire/content';
import type { Db } from '../db/client';
import {
  aboutUs,
  catalogs,
  commonQuestions,
  headerImages,
  policyPages,
  settings,
  socialPlatforms,
  teamMembers,
  videos,
  type PolicySlug,
  type Settings,
} from '../db/schema';
import type { Lang } from '../lib/i18n';
import { pageNumbers, type Page, type PageRequest } from './pagination';

// The content calls, read-only (the contact form is contactService.ts). Localized fields:
// `title`/`name`/… hold the request's language through localized(), the one fallback rule, and
// the `_ar`/`_en` twins are always sent too.

/** The settings row as every call answers it (the storefront's list, the owner's record). */
export const settingsDto = (row: Settings): SettingsDto => ({
  id: row.id,
  is_maintenance_active: row.isMaintenanceActive,
  is_latest_product_active: row.isLatestProductActive,
  is_best_seller_active: row.isBestSellerActive,
  is_main_banner_is_active: row.isMainBannerIsActive,
  is_banners_active: row.isBannersActive,
});

/** The settings as a list (the record is the first element); empty before seeding. */
export async function getSettings(db: Db): Promise<SettingsDto[]> {
  const rows = await db.select().from(settings).orderBy(asc(settings.id)).limit(1);
  return rows.map(settingsDto);
}

export async function listHeaderImages(db: Db): Promise<HeaderImageDto[]> {
  const rows = await db
    .select()
    .from(headerImages)
    .orderBy(asc(headerImages.sort), asc(headerImages.id));
  // The link is left out, not null, when none is set: the answer keeps the shape clients read.
  return rows.map((row) => ({
    id: row.id,
    image: row.image,
    ...(row.link ? { link: row.link } : {}),
  }));
}

export async function listCatalogs(db: Db, lang: Lang): Promise<CatalogDto[]> {
  const rows = await db.select().from(catalogs).orderBy(asc(catalogs.sort), asc(catalogs.id));
  return rows.map((row) => ({
    id: row.id,
    title: localized({ ar: row.title, en: row.titleEn }, lang),
    title_ar: row.title,
    title_en: row.titleEn,
    image_ar: row.imageAr,
    image_en: row.imageEn,
  }));
}

export async function listVideos(
  db: Db,
  request: PageRequest & { lang: Lang },
): Promise<Page<VideoDto>> {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(videos);
  const numbers = pageNumbers(total, request);
  const rows = await db
    .select()
    .from(videos)
    .orderBy(asc(videos.sort), asc(videos.id))
    .limit(numbers.perPage)
    .offset(numbers.offset);
  return {
    records: rows.map((row) => ({
      id: row.id,
      title: localized({ ar: row.title, en: row.titleEn }, request.lang),
      title_ar: row.title,
      title_en: row.titleEn,
      link: row.link,
    })),
    total,
    perPage: numbers.perPage,
    currentPage: numbers.currentPage,
    lastPage: numbers.lastPage,
  };
}

/** The about page; empty content and no images before the shop writes one. */
export async function getAboutUs(db: Db, lang: Lang): Promise<AboutUsDto> {
  const [row] = await db.select().from(aboutUs).orderBy(asc(aboutUs.id)).limit(1);
  if (!row) return { content: '', content_ar: '', content_en: '', about_us_images: [] };
  return {
    content: localized({ ar: row.content, en: row.contentEn }, lang),
    content_ar: row.content,
    content_en: row.contentEn,
    about_us_images: row.images,
  };
}

export async function getPolicyPage(
  db: Db,
  slug: PolicySlug,
  lang: Lang,
): Promise<PolicyPageDto | null> {
  const [row] = await db.select().from(policyPages).where(eq(policyPages.slug, slug)).limit(1);
  if (!row) return null;
  return {
    title: localized({ ar: row.title, en: row.titleEn }, lang),
    title_ar: row.title,
    title_en: row.titleEn,
    content: localized({ ar: row.content, en: row.contentEn }, lang),
    content_ar: row.content,
    content_en: row.contentEn,
  };
}

export async function listCommonQuestions(db: Db, lang: Lang): Promise<CommonQuestionDto[]> {
  const rows = await db
    .select()
    .from(commonQuestions)
    .orderBy(asc(commonQuestions.sort), asc(commonQuestions.id));
  return rows.map((row) => ({
    id: row.id,
    title: localized({ ar: row.title, en: row.titleEn }, lang),
    title_ar: row.title,
    title_en: row.titleEn,
    description: localized({ ar: row.description, en: row.descriptionEn }, lang),
    description_ar: row.description,
    description_en: row.descriptionEn,
  }));
}

export async function listTeamMembers(db: Db, lang: Lang): Promise<TeamMemberDto[]> {
  const rows = await db
    .select()
    .from(teamMembers)
    .orderBy(asc(teamMembers.sort), asc(teamMembers.id));
  return rows.map((row) => ({
    id: row.id,
    job_title: localized({ ar: row.jobTitle, en: row.jobTitleEn }, lang),
    job_title_ar: row.jobTitle,
    job_title_en: row.jobTitleEn,
    name: localized({ ar: row.name, en: row.nameEn }, lang),
    name_ar: row.name,
    name_en: row.nameEn,
    phone: row.phone,
    photo: row.photo,
  }));
}

export async function listSocialPlatforms(db: Db): Promise<SocialPlatformDto[]> {
  const rows = await db
    .select()
    .from(socialPlatforms)
    .orderBy(asc(socialPlatforms.sort), asc(socialPlatforms.id));
  return rows.map((row) => ({ id: row.id, name: row.name, link: row.link }));
}
