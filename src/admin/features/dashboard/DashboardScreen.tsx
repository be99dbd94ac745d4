import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useUnreadOrdersQuery } from '../../api/dashboardApi';
import { Panel } from '../../ui/Panel';
import { adminPaths } from '../../ui/paths';
import { LoadFailed } from '../../ui/LoadFailed';

const Figure = styled.p`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(2)};
  margin-block: 0 ${({ theme }) => theme.space(3)};
`;

const Count = styled.bdi`
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

/** The dashboard: how many orders nobody has opened yet, and the way to them. */
export function Component() {
  const { t, i18n } = useTranslation();
  const unread = useUnreadOrdersQuery();
  return (
    <Panel title={t('admin_nav_dashboard')}>
      {unread.isError ? (
        <LoadFailed onRetry={() => void unread.refetch()} />
      ) : (
        <>
          <Figure aria-busy={unread.isLoading || undefined}>
            <span>{t('admin_dashboard_unread_label')}</span>
            <Count dir="ltr" data-testid="unread-orders">
              {unread.data === undefined ? '…' : unread.data.toLocaleString(i18n.language)}
            </Count>
          </Figure>
          <Link to={adminPaths.orders}>{t('admin_dashboard_unread_link')}</Link>
        </>
      )}
    </Panel>
  );
}
