import { asc, eq, getTableColumns } from 'drizzle-orm';
import { checkForm } from '../../src/shared/rules/checkForm';
import type { FieldIssues } from '../../src/shared/rules/formTable';
import {
  adminShopDetailsForm,
  adminSocialLinkForm,
} from '../../src/shared/rules/forms/adminSettings';
import type {
  AdminSocialPlatformDto,
  SettingsFlag,
  SettingsPatch,
  SocialLinkPatch,
} from '../../src/shared/wire/adminSettings';
import type { SettingsDto } from '../../src/shared/wire/content';
import type { ShopDetailsDto, ShopDetailsPatch } from '../../src/shared/wire/shopDetails';
import { dataWritten } from '../cache/versions';
import { readShopDetails, shopDetailsDto } from './shopDetailsService';
import type { Db } from '../db/client';
import {
  settings,
  shopDetails,
  socialPlatforms,
  type Settings,
  type ShopDetails,
} from '../db/schema';
import { HttpError } from '../lib/httpError';
import type { Translate } from '../lib/i18n';
import { changedFields, recordAudit, type AuditActor } from './audit';
import { settingsDto } from './contentService';
import { throwIfIssues } from './formCheck';

// The owner's store settings: the home page's flags, the shop's contact details and the social
// pages' links. Each change and its audit row share one transaction; once it has committed,
// dataWritten tells this process's read caches, so the storefront's next read shows it.

type SingleRowTable = typeof settings | typeof shopDetails;
type RowOf<T extends SingleRowTable> = T extends typeof settings ? Settings : ShopDetails;

// Both tables hold one row, id 1; drizzle cannot type a query over "either table", so the queries
// below name one of them (the same SQL for both) and the answers take the caller's row type.
const asOne = (table: SingleRowTable) => table as typeof settings;

/** A single-row table's row as its column defaults make it (what a fresh database would hold). */
function defaultRow<T extends SingleRowTable>(table: T): RowOf<T> {
  const columns = getTableColumns(table) as Record<string, { default?: unknown }>;
  return Object.fromEntries(
    Object.entries(columns).map(([name, column]) => [name, column.default]),
  ) as RowOf<T>;
}

/** The single row (id 1), or its defaults when the database has none: a read never writes. */
async function readRow<T extends SingleRowTable>(db: Db, table: T): Promise<RowOf<T>> {
  const one = asOne(table);
  const [row] = await db.select().from(one).where(eq(one.id, 1));
  return (row as RowOf<T> | undefined) ?? defaultRow(table);
}

/**
 * The single row, locked for the transaction's change; made with its defaults when missing
 * (`created`: the storefront's read changes even if the patch then changes nothing).
 */
async function lockRow<T extends SingleRowTable>(
  tx: Db,
  table: T,
): Promise<{ row: RowOf<T>; created: boolean }> {
  const one = asOne(table);
  const made = await tx.insert(one).values({ id: 1 }).onConflictDoNothing().returning();
  const [row] = await tx.select().from(one).where(eq(one.id, 1)).for('update');
  if (!row) throw new Error('lockRow: the single row is missing after its insert');
  return { row: row as RowOf<T>, created: made.length > 0 };
}

// ---------------------------------------------------------------------------------------------
// The home page's flags and maintenance

const FLAG_COLUMNS = {
  is_maintenance_active: 'isMaintenanceActive',
  is_latest_product_active: 'isLatestProductActive',
  is_best_seller_active: 'isBestSellerActive',
  is_main_banner_is_active: 'isMainBannerIsActive',
  is_banners_active: 'isBannersActive',
} as const satisfies Record<SettingsFlag, keyof Settings>;
const FLAGS = Object.keys(FLAG_COLUMNS) as SettingsFlag[];

export async function getAdminSettings(db: Db): Promise<SettingsDto> {
  return settingsDto(await readRow(db, settings));
}

/** Sets the flags `patch` names; the others stay. Audited (entity 'settings') when one changes. */
export async function updateAdminSettings(
  db: Db,
  actor: AuditActor,
  patch: SettingsPatch,
): Promise<SettingsDto> {
  const { dto, written } = await db.transaction(async (tx) => {
    const { row: current, created } = await lockRow(tx, settings);
    const before = settingsDto(current);
    const after: SettingsDto = { ...before };
    const columns: Partial<Settings> = {};
    for (const flag of FLAGS) {
      const value = patch[flag];
      if (value === undefined || value === before[flag]) continue;
      after[flag] = value;
      columns[FLAG_COLUMNS[flag]] = value;
    }
    if (Object.keys(columns).length === 0) return { dto: before, written: created };
    const [row] = await tx.update(settings).set(columns).where(eq(settings.id, 1)).returning();
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'settings',
      entityId: 1,
      changes: changedFields<SettingsDto>(before, after, FLAGS),
    });
    return { dto: row ? settingsDto(row) : after, written: true };
  });
  if (written) dataWritten(db);
  return dto;
}

// ---------------------------------------------------------------------------------------------
// The shop's contact details

const TEXT_COLUMNS = {
  customer_service_phone: 'customerServicePhone',
  fax: 'fax',
  address_ar: 'addressAr',
  address_en: 'addressEn',
  email: 'email',
  chat_number: 'chatNumber',
  working_hours_ar: 'workingHoursAr',
  working_hours_en: 'workingHoursEn',
  map_location: 'mapLocation',
} as const satisfies Record<Exclude<keyof ShopDetailsPatch, 'phones'>, keyof ShopDetails>;
type TextField = keyof typeof TEXT_COLUMNS;
const TEXT_FIELDS = Object.keys(TEXT_COLUMNS) as TextField[];
const DETAIL_FIELDS = ['phones', ...TEXT_FIELDS] as const;

export const getAdminShopDetails = readShopDetails;

/** The patch as it would be stored: every text and landline trimmed. */
function trimmedPatch(patch: ShopDetailsPatch): ShopDetailsPatch {
  const result: ShopDetailsPatch = {};
  for (const field of TEXT_FIELDS) {
    const value = patch[field];
    if (value !== undefined) result[field] = value.trim();
  }
  if (patch.phones !== undefined) result.phones = patch.phones.map((phone) => phone.trim());
  return result;
}

/** Each landline given is a number, not a blank line (`phones.N`, as the form names its inputs). */
function phoneIssues(phones: readonly string[] | undefined): FieldIssues {
  const issues: FieldIssues = {};
  phones?.forEach((phone, index) => {
    if (phone === '') issues[`phones.${index}`] = [{ key: 'admin_shop_phone_blank' }];
  });
  return issues;
}

/**
 * Changes the details `patch` names (trimmed; the offers banner is not one of them). 422 with every
 * broken field by the form's rule table, then audited (entity 'shop_details') when one changes.
 */
export async function updateAdminShopDetails(
  db: Db,
  actor: AuditActor,
  patch: ShopDetailsPatch,
  t: Translate,
): Promise<ShopDetailsDto> {
  const given = trimmedPatch(patch);
  throwIfIssues({ ...checkForm(adminShopDetailsForm, given), ...phoneIssues(given.phones) }, t);
  const { dto, written } = await db.transaction(async (tx) => {
    const { row: current, created } = await lockRow(tx, shopDetails);
    const before = shopDetailsDto(current);
    const after: ShopDetailsDto = { ...before, ...given };
    const changes = changedFields<ShopDetailsDto>(before, after, DETAIL_FIELDS);
    if (Object.keys(changes).length === 0) return { dto: before, written: created };
    const columns: Partial<ShopDetails> = {};
    if ('phones' in changes) columns.phones = after.phones;
    for (const field of TEXT_FIELDS)
      if (field in changes) columns[TEXT_COLUMNS[field]] = after[field];
    const [row] = await tx
      .update(shopDetails)
      .set(columns)
      .where(eq(shopDetails.id, 1))
      .returning();
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'shop_details',
      entityId: 1,
      changes,
    });
    return { dto: row ? shopDetailsDto(row) : after, written: true };
  });
  if (written) dataWritten(db);
  return dto;
}

// ---------------------------------------------------------------------------------------------
// The social pages' links

type SocialPlatformRow = typeof socialPlatforms.$inferSelect;

const socialDto = (row: SocialPlatformRow): AdminSocialPlatformDto => ({
  id: row.id,
  name: row.name,
  link: row.link,
  sort: row.sort,
});

export async function listAdminSocialPlatforms(db: Db): Promise<AdminSocialPlatformDto[]> {
  const rows = await db
    .select()
    .from(socialPlatforms)
    .orderBy(asc(socialPlatforms.sort), asc(socialPlatforms.id));
  return rows.map(socialDto);
}

/** A social page's new address: 404 for an unknown id, 422 unless an https link. Audited. */
export async function updateSocialLink(
  db: Db,
  actor: AuditActor,
  id: number,
  body: SocialLinkPatch,
  t: Translate,
): Promise<AdminSocialPlatformDto> {
  const link = body.link.trim();
  const { dto, written } = await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(socialPlatforms)
      .where(eq(socialPlatforms.id, id))
      .for('update');
    if (!current) throw new HttpError(404, 'admin_social_platform_not_found');
    throwIfIssues(checkForm(adminSocialLinkForm, { link }), t);
    if (current.link === link) return { dto: socialDto(current), written: false };
    const [row] = await tx
      .update(socialPlatforms)
      .set({ link })
      .where(eq(socialPlatforms.id, id))
      .returning();
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'social_platform',
      entityId: id,
      changes: { link: [current.link, link] },
    });
    return { dto: socialDto(row ?? { ...current, link }), written: true };
  });
  if (written) dataWritten(db);
  return dto;
}
