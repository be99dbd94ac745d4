import { useTranslation } from 'react-i18next';
import { Intro } from '../../ui/Blocks.styles';
import { Panel } from '../../ui/Panel';
import { OrdersExport } from './OrdersExport';
import { ProductsExport } from './ProductsExport';
import { ProductsImport } from './ProductsImport';

/**
 * /admin/import-export (staff and owners): the catalogue out as a spreadsheet file and back in,
 * and the orders of a period out. Route module of its own chunk.
 */
export function Component() {
  const { t } = useTranslation();
  return (
    <Panel title={t('admin_nav_transfer')}>
      <Intro>{t('admin_transfer_intro')}</Intro>
      <ProductsExport />
      <ProductsImport />
      <OrdersExport />
    </Panel>
  );
}
