import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/lib/paths';
import { BrowseLink, Empty, EmptyText } from './FavouritesPanel.styles';

/** The orders tab: the shopper's orders live on /orders-checkout (SPEC §2). */
export function OrdersPanel() {
  const { t } = useTranslation();
  return (
    <Empty>
      <EmptyText>{t('account_orders_intro')}</EmptyText>
      <BrowseLink as={Link} to={paths.orders()}>
        {t('account_orders_open')}
      </BrowseLink>
    </Empty>
  );
}
