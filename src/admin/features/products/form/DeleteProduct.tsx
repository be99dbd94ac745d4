import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toErrorMessage } from '../../../../api/errors';
import { ConfirmDialog } from '../../../../shared/ui/ConfirmDialog';
import { notify } from '../../../../shared/ui/toast/notify';
import { useDeleteProductMutation } from '../../../api/productsApi';
import { adminPaths } from '../../../ui/paths';
import { DangerButton } from './ProductForm.styles';

/**
 * Delete, asked first. The server erases a product nobody ordered and only hides one that orders
 * name (their history stays whole); the toast says which happened, then the list opens.
 */
export function DeleteProduct({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const [remove, { isLoading }] = useDeleteProductMutation();

  const confirm = async () => {
    setAsking(false);
    try {
      const result = await remove(id).unwrap();
      notify.success(t(result === 'hidden' ? 'admin_product_hidden' : 'admin_product_deleted'));
      navigate(adminPaths.products);
    } catch (error) {
      notify.error(toErrorMessage(error, t, 'admin_product_delete_failed'));
    }
  };

  return (
    <>
      <DangerButton
        type="button"
        $variant="secondary"
        disabled={isLoading}
        aria-busy={isLoading}
        onClick={() => setAsking(true)}
      >
        {t('admin_product_delete')}
      </DangerButton>
      {asking ? (
        <ConfirmDialog
          title={t('admin_product_delete_title')}
          message={t('admin_product_delete_message')}
          confirmLabel={t('admin_product_delete_confirm')}
          cancelLabel={t('admin_products_cancel')}
          onConfirm={() => void confirm()}
          onCancel={() => setAsking(false)}
        />
      ) : null}
    </>
  );
}
