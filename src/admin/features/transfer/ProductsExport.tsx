import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button';
import { FormBanner } from '../../../shared/ui/form';
import { Box, Status } from './Transfer.styles';
import { useCsvDownload } from './useCsvDownload';

/** The whole catalogue as the products file (GET /admin/products/export.csv). */
export function ProductsExport() {
  const { t } = useTranslation();
  const titleId = useId();
  const download = useCsvDownload();
  return (
    <Box aria-labelledby={titleId}>
      <h2 id={titleId}>{t('admin_transfer_products_title')}</h2>
      <p>{t('admin_transfer_products_text')}</p>
      <Button
        type="button"
        disabled={download.busy}
        onClick={() =>
          void download.start({ url: '/admin/products/export.csv', fallbackName: 'products.csv' })
        }
      >
        {download.busy ? t('admin_transfer_downloading') : t('admin_transfer_products_button')}
      </Button>
      <Status role="status">{download.done}</Status>
      <FormBanner message={download.problem} onDismiss={download.dismiss} />
    </Box>
  );
}
