import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button';
import { FormBanner } from '../../../shared/ui/form';
import { FilterBar } from '../../ui/Table';
import { Box, Status } from './Transfer.styles';
import { useCsvDownload } from './useCsvDownload';

/** The orders of a period as a file (GET /admin/orders/export.csv?from=&to=, Cairo days). */
export function OrdersExport() {
  const { t } = useTranslation();
  const ids = useId();
  const download = useCsvDownload();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');

  return (
    <Box aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t('admin_transfer_orders_title')}</h2>
      <p>{t('admin_transfer_orders_text')}</p>
      <FilterBar
        aria-labelledby={`${ids}-title`}
        onSubmit={(event) => {
          event.preventDefault();
          void download.start({
            url: '/admin/orders/export.csv',
            params: { ...(from ? { from } : {}), ...(to ? { to } : {}) },
            fallbackName: 'orders.csv',
          });
        }}
      >
        <label htmlFor={`${ids}-from`}>
          {t('admin_transfer_orders_from')}
          <input
            id={`${ids}-from`}
            type="date"
            name="from"
            value={from}
            max={to || undefined}
            onChange={(event) => setFrom(event.target.value)}
          />
        </label>
        <label htmlFor={`${ids}-to`}>
          {t('admin_transfer_orders_to')}
          <input
            id={`${ids}-to`}
            type="date"
            name="to"
            value={to}
            min={from || undefined}
            onChange={(event) => setTo(event.target.value)}
          />
        </label>
        <Button type="submit" disabled={download.busy}>
          {download.busy ? t('admin_transfer_downloading') : t('admin_transfer_orders_button')}
        </Button>
      </FilterBar>
      <Status role="status">{download.done}</Status>
      <FormBanner message={download.problem} onDismiss={download.dismiss} />
    </Box>
  );
}
