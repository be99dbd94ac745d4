import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../shared/ui/Button';
import type { StaffListMember } from '../../api/staffApi';
import { FilterBar } from '../../ui/Table';
import { adminPaths } from '../../ui/paths';
import { AUDIT_ENTITIES, type AuditFilters } from './auditFilters';
import { FilterActions } from './Audit.styles';

/**
 * Who, what kind of record, from and to which day. Applying puts the choice in the address (and
 * back to page 1); the form starts from the address, so Back shows the earlier view's filters too.
 */
export function AuditFilterBar({
  filters,
  people,
  onApply,
}: {
  filters: AuditFilters;
  people: readonly StaffListMember[];
  onApply: (filters: AuditFilters) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState(filters);
  const set = (name: keyof AuditFilters) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [name]: event.target.value }));
  const known = people.some((person) => String(person.id) === draft.actor_id);
  const knownEntity = (AUDIT_ENTITIES as readonly string[]).includes(draft.entity);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };

  return (
    <FilterBar onSubmit={submit} aria-label={t('admin_audit_filters')}>
      <label htmlFor={`${id}-actor`}>
        {t('admin_audit_filter_person')}
        <select
          id={`${id}-actor`}
          name="actor_id"
          value={draft.actor_id}
          onChange={set('actor_id')}
        >
          <option value="">{t('admin_audit_filter_everyone')}</option>
          {people.map((person) => (
            <option key={person.id} value={String(person.id)}>
              {`${person.first_name} ${person.family_name}`.trim()}
            </option>
          ))}
          {draft.actor_id && !known ? (
            <option value={draft.actor_id}>
              {t('admin_audit_filter_account', { id: draft.actor_id })}
            </option>
          ) : null}
        </select>
      </label>
      <label htmlFor={`${id}-entity`}>
        {t('admin_audit_filter_entity')}
        <select id={`${id}-entity`} name="entity" value={draft.entity} onChange={set('entity')}>
          <option value="">{t('admin_audit_filter_all')}</option>
          {AUDIT_ENTITIES.map((entity) => (
            <option key={entity} value={entity}>
              {t(`admin_audit_entity_${entity}`)}
            </option>
          ))}
          {draft.entity && !knownEntity ? (
            <option value={draft.entity}>{draft.entity}</option>
          ) : null}
        </select>
      </label>
      <label htmlFor={`${id}-from`}>
        {t('admin_audit_filter_from')}
        <input
          id={`${id}-from`}
          name="from"
          type="date"
          value={draft.from}
          onChange={set('from')}
        />
      </label>
      <label htmlFor={`${id}-to`}>
        {t('admin_audit_filter_to')}
        <input
          id={`${id}-to`}
          name="to"
          type="date"
          value={draft.to}
          min={draft.from || undefined}
          onChange={set('to')}
        />
      </label>
      <FilterActions>
        <Button type="submit">{t('admin_audit_filter_apply')}</Button>
        <Link to={adminPaths.audit}>{t('admin_audit_filter_clear')}</Link>
      </FilterActions>
    </FilterBar>
  );
}
