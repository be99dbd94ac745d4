import { useTranslation } from 'react-i18next';
import { useAdminSelector } from '../../api/hooks';
import { selectIsOwner } from '../../api/session';
import { Intro } from '../../ui/Blocks.styles';
import { Panel } from '../../ui/Panel';
import { OrdersExport } from './OrdersExport';
import { ProductsExport } from './ProductsExport';
import { ProductsImport } from './ProductsImport';

/**
 * /admin/import-export (staff and owners): the catalogue out as a spreadsheet file and back in,
 * and, for owners only, the orders of a period out (the file holds every customer's name, phone
 * and address; the API refuses it to staff, so staff are not shown it). Route module of its own
 * chunk.
 */
export function Component() {
  const { t } = useTranslation();
  const isOwner = useAdminSelector(selectIsOwner);
  return (
    <Panel title={t('admin_nav_transfer')}>
      <Intro>{t(isOwner ? 'admin_transfer_intro' : 'admin_transfer_intro_staff')}</Intro>
      <ProductsExport />
      <ProductsImport />
      {isOwner ? <OrdersExport /> : null}
    </Panel>
  );
}
