import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toErrorMessage } from '../../../api/errors';
import type { Cart } from '../../../entities/cart/model';
import { useCart } from '../../../entities/cart/useCart';
import type { ReturnTo } from '../../../entities/session/ui/RequireAuth';
import { paths } from '../../../shared/lib/paths';
import { Button } from '../../../shared/ui/Button';
import { CartLine } from '../components/CartLine/CartLine';
import { CartSummary } from '../components/CartSummary/CartSummary';
import { ErrorBanner } from '../components/ErrorBanner/ErrorBanner';
import { useCartEditor } from '../hooks/useCartEditor';
import {
  EmptyPanel,
  EmptyText,
  Layout,
  LinkButton,
  Lines,
  Status,
  Title,
} from './CartScreen.styles';
import { VisuallyHidden } from '../../../shared/ui/VisuallyHidden';

/** /cart. A visitor sees an empty cart and why (logged out means empty). */
export function CartScreen() {
  const { t } = useTranslation();
  const { userId, data, error, isLoading, isFetching, refetch } = useCart();

  let body;
  if (userId === null) {
    const state: ReturnTo = { from: { pathname: paths.cart(), search: '', hash: '' } };
    body = (
      <EmptyPanel>
        <EmptyText>{t('cart_empty')}</EmptyText>
        <p>{t('cart_login_required')}</p>
        <LinkButton as={Link} to={paths.login()} state={state}>
          {t('nav_login')}
        </LinkButton>
      </EmptyPanel>
    );
  } else if (isLoading) {
    body = <Status role="status">{t('loading')}</Status>;
  } else if (!data) {
    body = (
      <ErrorBanner
        message={toErrorMessage(error, t, 'error_loading_cart')}
        action={
          <Button type="button" $variant="secondary" onClick={() => void refetch()}>
            {t('retry')}
          </Button>
        }
      />
    );
  } else if (data.items.length === 0) {
    body = (
      <EmptyPanel>
        <EmptyText>{t('cart_empty')}</EmptyText>
        <LinkButton as={Link} to={paths.search()}>
          {t('cart_browse_products')}
        </LinkButton>
      </EmptyPanel>
    );
  } else {
    body = <CartContents cart={data} loadFailed={Boolean(error) && !isFetching} retry={refetch} />;
  }

  return (
    <>
      <Title>{t('cart_title')}</Title>
      {body}
    </>
  );
}

interface CartContentsProps {
  cart: Cart;
  /** A refetch failed: the lines shown are the last ones loaded. */
  loadFailed: boolean;
  retry: () => void;
}

function CartContents({ cart, loadFailed, retry }: CartContentsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const editor = useCartEditor(cart);

  // The continue button syncs changed quantities and removals, then checks out.
  const proceed = async () => {
    if (await editor.sync()) void navigate(paths.checkout());
  };

  return (
    <>
      {loadFailed && (
        <ErrorBanner
          message={t('error_loading_cart')}
          action={
            <Button type="button" $variant="secondary" onClick={retry}>
              {t('retry')}
            </Button>
          }
        />
      )}
      {editor.error && <ErrorBanner message={t(editor.error)} onDismiss={editor.dismissError} />}
      <Layout>
        <section aria-labelledby="cart-lines-title">
          <VisuallyHidden as="h2" id="cart-lines-title">
            {t('cart_lines_heading')}
          </VisuallyHidden>
          <Lines>
            {editor.lines.map((line) => (
              <CartLine
                key={line.id}
                line={line}
                onQuantity={editor.setQuantity}
                onRemove={(item) => void editor.remove(item)}
              />
            ))}
          </Lines>
        </section>
        <CartSummary cart={editor.cart}>
          <Button
            type="button"
            disabled={editor.isSyncing}
            aria-busy={editor.isSyncing}
            onClick={() => void proceed()}
          >
            {t(editor.isSyncing ? 'cart_saving' : 'cart_continue')}
          </Button>
        </CartSummary>
      </Layout>
    </>
  );
}
