import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toErrorMessage } from '../../../api/errors';
import type { Language } from '../../../shared/rules/constants';
import { Button } from '../../../shared/ui/Button';
import { Pagination } from '../../../shared/ui/Pagination';
import { useAdminProductsQuery, useProductCategoriesQuery } from '../../api/productsApi';
import { Panel } from '../../ui/Panel';
import { adminPaths } from '../../ui/paths';
import { BulkBar } from './list/BulkBar';
import { ProductFilters } from './list/ProductFilters';
import { ProductTable } from './list/ProductTable';
import { NewProductLink, Status, TopActions } from './list/ProductsScreen.styles';
import { usePageSelection } from './list/usePageSelection';
import { useProductFilters } from './list/useProductFilters';

const NO_IDS: readonly number[] = [];

/**
 * /products: the catalogue as staff manage it. Filters, sort and page are in the address; rows
 * chosen on the page take one bulk change; each row leads to its form.
 */
export function Component() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const { query, setFilter, clearFilters, hrefFor, filtered } = useProductFilters();
  const list = useAdminProductsQuery(query);
  const categories = useProductCategoriesQuery();
  const products = list.data?.data;
  const visibleIds = useMemo(() => products?.map(({ id }) => id) ?? NO_IDS, [products]);
  const { selected, toggle, toggleAll, clear } = usePageSelection(
    JSON.stringify(query),
    visibleIds,
  );

  const categoryName = useCallback(
    (id: number) => {
      const category = categories.data?.find((entry) => entry.id === id);
      if (!category) return t('admin_products_category_unknown', { id });
      return language === 'en' ? category.name_en : category.name_ar;
    },
    [categories.data, language, t],
  );

  let status = '';
  if (list.isLoading) status = t('admin_products_loading');
  else if (list.data) {
    status = t('admin_products_count', {
      count: list.data.total,
      page: list.data.current_page,
      pages: Math.max(list.data.last_page, 1),
    });
  }

  return (
    <Panel title={t('admin_nav_products')}>
      <TopActions>
        <NewProductLink as={Link} to={`${adminPaths.products}/new`}>
          {t('admin_products_new')}
        </NewProductLink>
      </TopActions>
      <ProductFilters
        query={query}
        categories={categories.data ?? []}
        setFilter={setFilter}
        onClear={clearFilters}
        filtered={filtered}
      />
      <Status role="status">{status}</Status>
      <Status role="status">
        {selected.size > 0 ? t('admin_products_selected', { count: selected.size }) : ''}
      </Status>
      {selected.size > 0 ? <BulkBar ids={[...selected]} onDone={clear} onClear={clear} /> : null}
      {list.isError && !list.isFetching ? (
        <div role="alert">
          <p>{toErrorMessage(list.error, t, 'admin_products_load_failed')}</p>
          <Button type="button" $variant="secondary" onClick={() => void list.refetch()}>
            {t('admin_retry')}
          </Button>
        </div>
      ) : products && products.length === 0 ? (
        <p>{t(filtered ? 'admin_products_empty_filtered' : 'admin_products_empty')}</p>
      ) : products ? (
        <ProductTable
          products={products}
          categoryName={categoryName}
          selected={selected}
          onToggle={toggle}
          onToggleAll={toggleAll}
          busy={list.isFetching}
        />
      ) : null}
      {list.data ? (
        <Pagination
          currentPage={list.data.current_page}
          lastPage={list.data.last_page}
          hrefFor={hrefFor}
        />
      ) : null}
    </Panel>
  );
}
