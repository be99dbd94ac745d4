import { useTranslation } from 'react-i18next';
import { ChangeList, FromTo } from '../../ui/FromTo';
import { Details } from './Audit.styles';

/** Fields the back office names in words; any other shows as the API calls it. */
const KNOWN_FIELDS = new Set([
  'name_ar',
  'name_en',
  'slug',
  'sort',
  'hidden',
  'role',
  'status',
  'price_before_discount',
  'price_after_discount',
  'quantity',
  'product_status',
  'product_code',
  'category_id',
  'description_ar',
  'description_en',
  'first_name',
  'family_name',
  'phone_number',
  'email',
  'invite_pending',
  'images',
  'banner_image_ar',
  'banner_image_en',
  'cash_collected_at',
  'payment_review_at',
  'removed',
  'url',
  'size',
  'title',
  'title_en',
  'content',
  'content_en',
  'is_maintenance_active',
  'is_latest_product_active',
  'is_best_seller_active',
  'is_main_banner_is_active',
  'is_banners_active',
  'phones',
  'customer_service_phone',
  'fax',
  'address_ar',
  'address_en',
  'chat_number',
  'working_hours_ar',
  'working_hours_en',
  'map_location',
  'title_ar',
  'job_title_ar',
  'job_title_en',
  'phone',
  'photo',
  'image_ar',
  'image_en',
  'link',
  'image',
  'offers_banner',
  'created',
  'updated',
  'unchanged',
  'skipped',
  'from',
  'to',
  'rows',
]);

/** How many field names the closed summary lists before "+N". */
const SUMMARY_FIELDS = 3;

function useFieldLabel() {
  const { t } = useTranslation();
  return (field: string) => (KNOWN_FIELDS.has(field) ? t(`admin_audit_field_${field}`) : field);
}

const ROLES = new Set(['owner', 'staff', 'customer']);

function useValueText() {
  const { t } = useTranslation();
  return (field: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return '—';
    if (field === 'role' && typeof value === 'string' && ROLES.has(value)) {
      return t(`admin_audit_role_${value}`);
    }
    if (value === true) return t('admin_audit_yes');
    if (value === false) return t('admin_audit_no');
    if (typeof value === 'object') return JSON.stringify(value);
    return String(value);
  };
}

/**
 * A row's changed fields: closed, their names (a few, then "+N"); opened, each field's value
 * before → after. A value reads in its own direction inside either language.
 */
export function AuditChanges({ changes }: { changes: Record<string, unknown[]> }) {
  const { t } = useTranslation();
  const label = useFieldLabel();
  const text = useValueText();
  const fields = Object.keys(changes);
  if (fields.length === 0) return <span>—</span>;
  const shown = fields.slice(0, SUMMARY_FIELDS).map(label).join(t('admin_audit_list_separator'));
  const more = fields.length - SUMMARY_FIELDS;

  return (
    <Details>
      <summary>{more > 0 ? t('admin_audit_changes_more', { fields: shown, more }) : shown}</summary>
      <ChangeList>
        {fields.map((field) => {
          const [before, after] = changes[field] ?? [];
          return (
            <div key={field}>
              <dt>{label(field)}</dt>
              <dd>
                <FromTo from={text(field, before)} to={text(field, after)} />
              </dd>
            </div>
          );
        })}
      </ChangeList>
    </Details>
  );
}
