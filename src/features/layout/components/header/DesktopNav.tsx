import { useTranslation } from 'react-i18next';
import { NavLink as RouterNavLink } from 'react-router';
import { useNavLinks } from '../../hooks/useNavLinks';
import { CategoryDropdown } from './CategoryDropdown';
import { NavInner, NavLink, NavList, NavRow } from './Header.styles';

/** The header's desktop nav (from the desktop breakpoint): categories, then the page links. */
export function DesktopNav() {
  const { t } = useTranslation();
  const links = useNavLinks();
  return (
    <NavRow>
      <NavInner as="nav" aria-label={t('main_navigation')}>
        <CategoryDropdown />
        <NavList>
          {links.map((link) => (
            <li key={link.to}>
              <NavLink as={RouterNavLink} to={link.to} end>
                {t(link.labelKey)}
              </NavLink>
            </li>
          ))}
        </NavList>
      </NavInner>
    </NavRow>
  );
}
