import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { NavLink } from 'react-router';
import { useCartCount } from '../../../../entities/cart/useCartCount';
import { selectIsAuthenticated, type AuthState } from '../../../../entities/session/authSlice';
import { paths } from '../../../../shared/lib/paths';
import { CartIcon, GridIcon, HomeIcon, UserIcon } from '../icons/Icons';
import { Bar, BarBadge, BarItem, BarList } from './MobileBottomBar.styles';

/**
 * The header's mobile bottom bar (phones, up to 768 px): home, categories (opens the side
 * menu), cart, account (profile when logged in, else login).
 */
export function MobileBottomBar({ onOpenCategories }: { onOpenCategories: () => void }) {
  const { t } = useTranslation();
  const count = useCartCount();
  const isAuthenticated = useSelector((state: { auth: AuthState }) => selectIsAuthenticated(state));

  return (
    <Bar aria-label={t('bottom_bar_label')}>
      <BarList>
        <li>
          <BarItem as={NavLink} to={paths.home()} end>
            <HomeIcon />
            <span>{t('nav_home')}</span>
          </BarItem>
        </li>
        <li>
          <BarItem as="button" type="button" aria-haspopup="dialog" onClick={onOpenCategories}>
            <GridIcon />
            <span>{t('nav_categories')}</span>
          </BarItem>
        </li>
        <li>
          <BarItem as={NavLink} to={paths.cart()}>
            <CartIcon />
            <span>{t('cart_link_label')}</span>
            {count > 0 ? <BarBadge aria-hidden="true">{count}</BarBadge> : null}
          </BarItem>
        </li>
        <li>
          <BarItem as={NavLink} to={isAuthenticated ? paths.profile() : paths.login()}>
            <UserIcon />
            <span>{isAuthenticated ? t('nav_account') : t('nav_login')}</span>
          </BarItem>
        </li>
      </BarList>
    </Bar>
  );
}
