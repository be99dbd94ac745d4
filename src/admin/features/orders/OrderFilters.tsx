import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDebouncedValue } from '../../../shared/hooks/useDebouncedValue';
import { FilterBar } from '../../ui/Table';
import { adminPaths } from '../../ui/paths';
import { CheckLabel, SearchLabel } from './OrdersScreen.styles';
import { PAYMENT_KEYS, PAYMENT_LIST, STATUS_KEYS, STATUS_LIST } from './orderLabels';
import { hasFilters, type OrderFilters as Filters } from './useOrderFilters';

/** How long typing must pause before the search runs. */
export const SEARCH_DELAY_MS = 400;

interface OrderFiltersProps {
  filters: Filters;
  onChange: (change: Partial<Filters>, options?: { replace?: boolean }) => void;
}

/**
 * The list's filters. Each choice applies at once; the search box waits for a pause in typing
 * (Enter searches at once). The box follows the address when back/forward changes it.
 */
export function OrderFilters({ filters, onChange }: OrderFiltersProps) {
  const { t } = useTranslation();
  const ids = useId();
  const [text, setText] = useState(filters.q);
  const [shownQ, setShownQ] = useState(filters.q);
  if (filters.q !== shownQ) {
    setShownQ(filters.q);
    if (text.trim() !== filters.q) setText(filters.q);
  }

  const debounced = useDebouncedValue(text, SEARCH_DELAY_MS);
  const applied = useRef(debounced);
  useEffect(() => {
    // Only a pause in typing searches: a search changed by back/forward must not be undone here.
    if (debounced === applied.current) return;
    applied.current = debounced;
    if (debounced.trim() !== filters.q) onChange({ q: debounced.trim() }, { replace: true });
  }, [debounced, filters.q, onChange]);

  return (
    <FilterBar
      role="search"
      aria-label={t('admin_orders_filters_label')}
      onSubmit={(event) => {
        event.preventDefault();
        applied.current = text;
        if (text.trim() !== filters.q) onChange({ q: text.trim() });
      }}
    >
      <SearchLabel htmlFor={`${ids}-q`}>
        {t('admin_orders_filter_search')}
        <input
          id={`${ids}-q`}
          type="search"
          name="q"
          value={text}
          maxLength={100}
          autoComplete="off"
          dir="auto"
          onChange={(event) => setText(event.target.value)}
        />
      </SearchLabel>
      <label htmlFor={`${ids}-status`}>
        {t('admin_orders_filter_status')}
        <select
          id={`${ids}-status`}
          name="status"
          value={filters.status}
          onChange={(event) => onChange({ status: event.target.value as Filters['status'] })}
        >
          <option value="">{t('admin_orders_filter_all_statuses')}</option>
          {STATUS_LIST.map((status) => (
            <option key={status} value={status}>
              {t(STATUS_KEYS[status])}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={`${ids}-payment`}>
        {t('admin_orders_filter_payment')}
        <select
          id={`${ids}-payment`}
          name="payment_method"
          value={filters.payment_method}
          onChange={(event) =>
            onChange({ payment_method: event.target.value as Filters['payment_method'] })
          }
        >
          <option value="">{t('admin_orders_filter_all_payments')}</option>
          {PAYMENT_LIST.map((method) => (
            <option key={method} value={method}>
              {t(PAYMENT_KEYS[method])}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={`${ids}-from`}>
        {t('admin_orders_filter_from')}
        <input
          id={`${ids}-from`}
          type="date"
          name="from"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(event) => onChange({ from: event.target.value })}
        />
      </label>
      <label htmlFor={`${ids}-to`}>
        {t('admin_orders_filter_to')}
        <input
          id={`${ids}-to`}
          type="date"
          name="to"
          value={filters.to}
          min={filters.from || undefined}
          onChange={(event) => onChange({ to: event.target.value })}
        />
      </label>
      <CheckLabel htmlFor={`${ids}-unread`}>
        <input
          id={`${ids}-unread`}
          type="checkbox"
          name="unread"
          checked={filters.unread}
          onChange={(event) => onChange({ unread: event.target.checked })}
        />
        {t('admin_orders_filter_unread')}
      </CheckLabel>
      {hasFilters(filters) ? (
        <Link to={adminPaths.orders}>{t('admin_orders_filter_clear')}</Link>
      ) : null}
    </FilterBar>
  );
}
