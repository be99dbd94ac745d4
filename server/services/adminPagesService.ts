import { asc, eq } from 'drizzle-orm';
import { allowlistHtml } from '../../src/shared/lib/htmlAllowlist';
import { checkForm, translateIssues } from '../../src/shared/rules/checkForm';
import { adminPolicyForm, PAGE_LIMITS, utf8Bytes } from '../../src/shared/rules/forms/adminPage';
import type {
  AdminAboutBody,
  AdminAboutDto,
  AdminPolicyBody,
  AdminPolicyDto,
} from '../../src/shared/wire/adminPages';
import { POLICY_PAGE_SLUGS, type PolicyPageSlug } from '../../src/shared/wire/content';
import { dataWritten } from '../cache/versions';
import type { Db } from '../db/client';
import { aboutUs, policyPages } from '../db/schema';
import { HttpError } from '../lib/httpError';
import type { Translate } from '../lib/i18n';
import { picturesAllowed } from '../media/pictures';
import { changedFields, recordAudit, type AuditActor } from './audit';
import { trimmed } from './formCheck';
import type { MediaStore } from '../media/store';

// The owner's page editor: the about page and the four policy pages. Every save and its audit
// row share one transaction; the storefront's read caches hear of it once it has committed.

type FieldErrors = Record<string, string[]>;

/**
 * HTML as it is stored: rewritten by the allow-list the storefront renders with, so what the shop
 * keeps is what a shopper can be shown. Written as for an Arabic page, which leaves links to the
 * shop's pages as the owner wrote them: the storefront puts them in the reader's language.
 */
const storedHtml = (html: string): string => allowlistHtml(html, 'ar').trim();

/** Each HTML field of `body` over the size limit gets its translated message. */
function checkHtmlSizes<Field extends string>(
  body: Record<Field, string>,
  fields: readonly Field[],
  errors: FieldErrors,
  t: Translate,
): void {
  for (const field of fields) {
    if (utf8Bytes(body[field]) > PAGE_LIMITS.htmlBytes) {
      errors[field] = [t('admin_page_too_large', { kilobytes: PAGE_LIMITS.htmlBytes / 1024 })];
    }
  }
}

const throwIfAny = (errors: FieldErrors) => {
  if (Object.keys(errors).length > 0) throw new HttpError(422, 'validation_failed', errors);
};

// ---------------------------------------------------------------------------------------------
// The about page: one row (the first by id), created by the first save when the shop has none.

type AboutRow = typeof aboutUs.$inferSelect;
const ABOUT_AUDITED = ['content', 'content_en', 'images'] as const;

const aboutDto = (row: AboutRow | undefined): AdminAboutDto =>
  row
    ? { content: row.content, content_en: row.contentEn, images: row.images }
    : { content: '', content_en: '', images: [] };

const firstAbout = (db: Db) => db.select().from(aboutUs).orderBy(asc(aboutUs.id)).limit(1);

export async function getAdminAbout(db: Db): Promise<AdminAboutDto> {
  const [row] = await firstAbout(db);
  return aboutDto(row);
}

/**
 * Replaces the about page. A picture must be one the page already shows (the demo's factory
 * pictures keep working) or one uploaded to the banners folder; each at most once, in the order
 * given.
 */
export async function saveAdminAbout(
  db: Db,
  actor: AuditActor,
  body: AdminAboutBody,
  t: Translate,
  media: MediaStore,
): Promise<AdminAboutDto> {
  const saved = await db.transaction(async (tx) => {
    const [current] = await firstAbout(tx).for('update');
    const errors: FieldErrors = {};
    checkHtmlSizes(body, ['content', 'content_en'], errors, t);
    if (new Set(body.images).size !== body.images.length) {
      errors.images = [t('admin_about_picture_twice')];
    } else if (!(await picturesAllowed(media, 'banners', body.images, current?.images ?? []))) {
      errors.images = [t('admin_media_not_ours')];
    }
    throwIfAny(errors);
    const values = {
      content: storedHtml(body.content),
      contentEn: storedHtml(body.content_en),
      images: [...body.images],
    };
    const [row] = current
      ? await tx.update(aboutUs).set(values).where(eq(aboutUs.id, current.id)).returning()
      : await tx.insert(aboutUs).values(values).returning();
    if (!row) throw new Error('saveAdminAbout: the write returned no row');
    const changes = changedFields<AdminAboutDto>(
      current ? aboutDto(current) : null,
      aboutDto(row),
      ABOUT_AUDITED,
    );
    if (Object.keys(changes).length > 0) {
      await recordAudit(tx, actor, {
        action: current ? 'update' : 'create',
        entity: 'about_us',
        entityId: row.id,
        changes,
      });
    }
    return aboutDto(row);
  });
  dataWritten(db);
  return saved;
}

// ---------------------------------------------------------------------------------------------
// The policy pages: one row per slug, created by the first save of a page the shop lacks.

type PolicyRow = typeof policyPages.$inferSelect;
const POLICY_AUDITED = ['title', 'title_en', 'content', 'content_en'] as const;

const policyDto = (slug: PolicyPageSlug, row: PolicyRow | undefined): AdminPolicyDto => ({
  slug,
  title: row?.title ?? '',
  title_en: row?.titleEn ?? '',
  content: row?.content ?? '',
  content_en: row?.contentEn ?? '',
});

/** The four pages in POLICY_PAGE_SLUGS order; a page the shop has not written yet is blank. */
export async function listAdminPolicies(db: Db): Promise<AdminPolicyDto[]> {
  const rows = await db.select().from(policyPages);
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  return POLICY_PAGE_SLUGS.map((slug) => policyDto(slug, bySlug.get(slug)));
}

export async function saveAdminPolicy(
  db: Db,
  actor: AuditActor,
  slug: PolicyPageSlug,
  body: AdminPolicyBody,
  t: Translate,
): Promise<AdminPolicyDto> {
  const errors: FieldErrors = translateIssues(checkForm(adminPolicyForm, body), t);
  checkHtmlSizes(body, ['content', 'content_en'], errors, t);
  throwIfAny(errors);
  const values = {
    title: trimmed(body.title),
    titleEn: trimmed(body.title_en),
    content: storedHtml(body.content),
    contentEn: storedHtml(body.content_en),
  };
  const saved = await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(policyPages)
      .where(eq(policyPages.slug, slug))
      .for('update');
    const [row] = await tx
      .insert(policyPages)
      .values({ slug, ...values })
      .onConflictDoUpdate({ target: policyPages.slug, set: values })
      .returning();
    if (!row) throw new Error('saveAdminPolicy: the write returned no row');
    const changes = changedFields<AdminPolicyDto>(
      current ? policyDto(slug, current) : null,
      policyDto(slug, row),
      POLICY_AUDITED,
    );
    if (Object.keys(changes).length > 0) {
      await recordAudit(tx, actor, {
        action: current ? 'update' : 'create',
        entity: 'policy_page',
        entityId: slug,
        changes,
      });
    }
    return policyDto(slug, row);
  });
  dataWritten(db);
  return saved;
}
