import { useEffect, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../../shared/hooks/useDebouncedValue';
import type { Language } from '../../../../shared/rules/constants';
import {
  ADMIN_PRODUCT_STATUSES,
  ADMIN_PUBLISH_STATUSES,
} from '../../../../shared/rules/forms/adminProduct';
import type { AdminCategoryDto } from '../../../../shared/wire/adminProducts';
import type { ProductsListQuery } from '../../../api/productsApi';
import { FilterBar } from '../../../ui/Table';
import {
  filterValue,
  PRODUCT_SORTS,
  SEARCH_MAX,
  SORT_ORDERS,
  STOCK_LEVELS,
  type FilterName,
} from './useProductFilters';
import { ClearButton, SearchLabel } from './ProductsScreen.styles';

/** Typing waits this long before the list is asked again. */
const SEARCH_DELAY_MS = 300;

interface ProductFiltersProps {
  query: ProductsListQuery;
  categories: readonly AdminCategoryDto[];
  setFilter: (name: FilterName, value: string, options?: { replace?: boolean }) => void;
  onClear: () => void;
  filtered: boolean;
}

/**
 * Search (names or code, applied after a pause in typing or at once with Enter), category,
 * publishing, product status, stock, sort and direction: each change rewrites the address.
 */
export function ProductFilters({
  query,
  categories,
  setFilter,
  onClear,
  filtered,
}: ProductFiltersProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const urlText = query.q ?? '';
  const [text, setText] = useState(urlText);
  const [shownUrlText, setShownUrlText] = useState(urlText);
  // The address changed by other means (Back, a cleared filter): the box follows it.
  if (urlText !== shownUrlText) {
    setShownUrlText(urlText);
    setText(urlText);
  }
  const settled = useDebouncedValue(text, SEARCH_DELAY_MS);
  useEffect(() => {
    // Only a settled box is written: a box the address just changed waits for its own pause.
    if (settled !== text || settled.trim() === urlText) return;
    setFilter('q', settled.trim(), { replace: true });
  }, [settled, text, urlText, setFilter]);

  const select = (name: FilterName) => ({
    name,
    value: filterValue(query, name),
    onChange: (event: ChangeEvent<HTMLSelectElement>) => setFilter(name, event.target.value),
  });

  return (
    <FilterBar
      role="search"
      aria-label={t('admin_products_filters_label')}
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim() !== urlText) setFilter('q', text.trim());
      }}
    >
      <SearchLabel>
        {t('admin_products_search_label')}
        <input
          type="search"
          name="q"
          value={text}
          maxLength={SEARCH_MAX}
          onChange={(event) => setText(event.target.value)}
        />
      </SearchLabel>
      <label>
        {t('admin_products_filter_category')}
        <select {...select('category_id')}>
          <option value="">{t('admin_products_filter_all')}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {language === 'en' ? category.name_en : category.name_ar}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('admin_products_filter_status')}
        <select {...select('status')}>
          <option value="">{t('admin_products_filter_all')}</option>
          {ADMIN_PUBLISH_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`admin_product_status_${status}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('admin_products_filter_product_status')}
        <select {...select('product_status')}>
          <option value="">{t('admin_products_filter_all')}</option>
          {ADMIN_PRODUCT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`admin_product_product_status_${status}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('admin_products_filter_stock')}
        <select {...select('stock')}>
          <option value="">{t('admin_products_filter_all')}</option>
          {STOCK_LEVELS.map((level) => (
            <option key={level} value={level}>
              {t(`admin_products_stock_${level}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('admin_products_sort_label')}
        <select {...select('sort')}>
          {PRODUCT_SORTS.map((sort) => (
            // "Newest" is the server's default: no parameter for it.
            <option key={sort} value={sort === 'newest' ? '' : sort}>
              {t(`admin_products_sort_${sort}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('admin_products_order_label')}
        <select {...select('order')}>
          <option value="">{t('admin_products_order_default')}</option>
          {SORT_ORDERS.map((order) => (
            <option key={order} value={order}>
              {t(`admin_products_order_${order}`)}
            </option>
          ))}
        </select>
      </label>
      {filtered ? (
        <ClearButton type="button" onClick={onClear}>
          {t('admin_products_filters_clear')}
        </ClearButton>
      ) : null}
    </FilterBar>
  );
}
