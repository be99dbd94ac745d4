import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AuditEntryDto } from '../../../shared/wire/staff';
import { formatMoment } from '../../ui/format';
import { Ltr, TableFrame, WrapCell } from '../../ui/Table';
import { AuditChanges } from './AuditChanges';
import { ActorNote, AuditGrid, Muted } from './Audit.styles';
import { AUDIT_ENTITIES } from './auditFilters';

/** Actions the back office writes (the audit rows' `action`); others show as written. */
const KNOWN_ACTIONS = new Set([
  'create',
  'update',
  'delete',
  'hide',
  'reorder',
  'status',
  'role',
  'remove',
  'password',
  'bulk_status',
  'bulk_price_percent',
  'bulk_stock',
  'import',
  'export',
  'invite',
]);
const KNOWN_ENTITIES = new Set<string>(AUDIT_ENTITIES);
/** Records with a page of their own in the back office. */
const RECORD_PAGES: Record<string, string> = {
  product: '/products',
  order: '/orders',
  policy_page: '/pages/policies',
};

function Record({ entry }: { entry: AuditEntryDto }) {
  const { t } = useTranslation();
  const kind = KNOWN_ENTITIES.has(entry.entity)
    ? t(`admin_audit_entity_${entry.entity}`)
    : entry.entity;
  if (entry.entity_id === null) return <>{kind}</>;
  const page = RECORD_PAGES[entry.entity];
  const label = (
    <>
      {kind} <Ltr>#{entry.entity_id}</Ltr>
    </>
  );
  return page ? <Link to={`${page}/${encodeURIComponent(entry.entity_id)}`}>{label}</Link> : label;
}

/**
 * Who made the change, as the row kept them: a removed account still shows its name, marked as
 * removed and with its phone number (the only way left to tell who it was). No actor at all is a
 * change of an account removed before names were kept.
 */
function Actor({ entry }: { entry: AuditEntryDto }) {
  const { t } = useTranslation();
  const { actor } = entry;
  const role = <Muted>({t(`admin_audit_role_${entry.actor_role}`)})</Muted>;
  if (!actor) {
    return (
      <>
        {t('admin_audit_actor_gone')} {role}
      </>
    );
  }
  const phone = actor.phone_number ? <Ltr>{actor.phone_number}</Ltr> : null;
  return (
    <>
      {actor.name || phone} {role}
      {actor.id === null ? (
        <ActorNote>
          ({t('admin_audit_actor_removed')}){actor.name && phone ? <> {phone}</> : null}
        </ActorNote>
      ) : null}
    </>
  );
}

/** One page of the trail: when, who (and their role then), what, on which record, what changed. */
export function AuditTable({ entries }: { entries: readonly AuditEntryDto[] }) {
  const { t } = useTranslation();
  return (
    <TableFrame label={t('admin_audit_table_label')}>
      <AuditGrid>
        <thead>
          <tr>
            <th scope="col">{t('admin_audit_col_when')}</th>
            <th scope="col">{t('admin_audit_col_who')}</th>
            <th scope="col">{t('admin_audit_col_action')}</th>
            <th scope="col">{t('admin_audit_col_record')}</th>
            <th scope="col">{t('admin_audit_col_changes')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>
                <time dateTime={entry.created_at}>
                  <Ltr>{formatMoment(entry.created_at)}</Ltr>
                </time>
              </td>
              <WrapCell>
                <Actor entry={entry} />
              </WrapCell>
              <td>
                {KNOWN_ACTIONS.has(entry.action)
                  ? t(`admin_audit_action_${entry.action}`)
                  : entry.action}
              </td>
              <td>
                <Record entry={entry} />
              </td>
              <WrapCell>
                <AuditChanges changes={entry.changes} />
              </WrapCell>
            </tr>
          ))}
        </tbody>
      </AuditGrid>
    </TableFrame>
  );
}
