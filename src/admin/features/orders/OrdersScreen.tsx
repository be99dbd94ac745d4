import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Pagination } from '../../../shared/ui/Pagination';
import { useListOrdersQuery } from '../../api/ordersApi';
import { Panel } from '../../ui/Panel';
import { adminPaths } from '../../ui/paths';
import { OrderFilters } from './OrderFilters';
import { Empty, Paging, Results, Summary } from './OrdersScreen.styles';
import { OrdersTable } from './OrdersTable';
import { hasFilters, toListQuery, useOrderFilters } from './useOrderFilters';
import { LoadFailed } from '../../ui/LoadFailed';

/**
 * /admin/orders: the orders staff work from, newest first, filtered by what the address's query
 * string says; the rows of the previous filters stay (dimmed) while the new ones load.
 */
export function Component() {
  const { t } = useTranslation();
  const { filters, page, setFilters, hrefFor } = useOrderFilters();
  const list = useListOrdersQuery(toListQuery(filters, page));
  const answer = list.data;
  // Rows of other filters than the ones asked (RTK Query's currentData is for these args only);
  // a refetch of the same list (another tab's change, a new order) keeps them as they are.
  const stale = list.isFetching && list.currentData === undefined;
  const filtered = hasFilters(filters);

  let body;
  if (list.isError && !list.isFetching) {
    body = <LoadFailed onRetry={() => void list.refetch()} />;
  } else if (!answer) {
    body = <p>{t('admin_orders_loading')}</p>;
  } else if (answer.data.length === 0) {
    body = (
      <Empty>
        <p>{t(filtered ? 'admin_orders_none_match' : 'admin_orders_none_yet')}</p>
        {filtered ? <Link to={adminPaths.orders}>{t('admin_orders_filter_clear')}</Link> : null}
      </Empty>
    );
  } else {
    body = (
      <>
        <OrdersTable orders={answer.data} />
        <Paging>
          <Pagination
            currentPage={answer.current_page}
            lastPage={answer.last_page}
            hrefFor={hrefFor}
          />
        </Paging>
      </>
    );
  }

  return (
    <Panel title={t('admin_nav_orders')}>
      <OrderFilters filters={filters} onChange={setFilters} />
      <Summary role="status">
        {stale
          ? t('admin_orders_loading')
          : answer && !list.isError
            ? t('admin_orders_total', { total: answer.total })
            : ''}
      </Summary>
      <Results $busy={stale} aria-busy={stale || undefined}>
        {body}
      </Results>
    </Panel>
  );
}
