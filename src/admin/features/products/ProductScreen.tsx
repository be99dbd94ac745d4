import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { toErrorMessage } from '../../../api/errors';
import { Button } from '../../../shared/ui/Button';
import { useAdminProductQuery } from '../../api/productsApi';
import { Panel } from '../../ui/Panel';
import { adminPaths } from '../../ui/paths';
import { ProductForm } from './form/ProductForm';
import { BackLink } from './form/ProductForm.styles';

/** The id of /products/:id, or null for /products/new and for anything that is not an id. */
function productIdOf(param: string | undefined): number | null {
  if (param === undefined || !/^\d{1,9}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 ? id : null;
}

function EditProduct({ id }: { id: number }) {
  const { t } = useTranslation();
  const product = useAdminProductQuery(id);
  if (product.data) {
    // Another product (an address change without leaving the page) starts a form of its own.
    return <ProductForm key={product.data.id} product={product.data} />;
  }
  if (product.isError) {
    const missing = 'status' in product.error && product.error.status === 404;
    return (
      <div role="alert">
        <p>
          {missing
            ? t('admin_product_not_found')
            : toErrorMessage(product.error, t, 'admin_load_failed')}
        </p>
        {missing ? null : (
          <Button type="button" $variant="secondary" onClick={() => void product.refetch()}>
            {t('admin_retry')}
          </Button>
        )}
      </div>
    );
  }
  return <p role="status">{t('admin_product_loading')}</p>;
}

/** /products/new and /products/:id: the product form, empty or filled with the saved product. */
export function Component() {
  const { t } = useTranslation();
  const { id: param } = useParams();
  const id = productIdOf(param);
  const creating = param === undefined;
  return (
    <Panel title={t(creating ? 'admin_product_new_title' : 'admin_product_edit_title')}>
      <BackLink>
        <Link to={adminPaths.products}>{t('admin_product_back')}</Link>
      </BackLink>
      {creating ? (
        <ProductForm />
      ) : id === null ? (
        <p role="alert">{t('admin_product_not_found')}</p>
      ) : (
        <EditProduct id={id} />
      )}
    </Panel>
  );
}
