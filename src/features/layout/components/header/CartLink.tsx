import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCartCount } from '../../../../entities/cart/useCartCount';
import { paths } from '../../../../shared/lib/paths';
import { VisuallyHidden } from '../../../../shared/ui/VisuallyHidden';
import { CartIcon } from '../icons/Icons';
import { CountBadge, IconButton } from './Header.styles';

/**
 * The header's cart icon with the item-count badge. The count is also read out politely when it
 * changes (an aria-live region; not role=status, which the page's loading overlay uses).
 */
export function CartLink() {
  const { t } = useTranslation();
  const count = useCartCount();
  const countId = useId();
  return (
    <>
      <IconButton as={Link} to={paths.cart()} aria-describedby={countId}>
        <CartIcon />
        <VisuallyHidden>{t('cart_link_label')}</VisuallyHidden>
        {count > 0 ? <CountBadge aria-hidden="true">{count}</CountBadge> : null}
      </IconButton>
      <VisuallyHidden id={countId} aria-live="polite">
        {t('cart_items_count', { count })}
      </VisuallyHidden>
    </>
  );
}
