import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { selectIsAuthenticated, type AuthState } from '../../../../entities/session/authSlice';
import { paths } from '../../../../shared/lib/paths';
import { VisuallyHidden } from '../../../../shared/ui/VisuallyHidden';
import { LanguageSwitch } from '../LanguageSwitch';
import { HeartIcon, MenuIcon, SearchIcon, UserIcon } from '../icons/Icons';
import { openMenu } from '../menuState';
import { CartLink } from './CartLink';
import { DesktopNav } from './DesktopNav';
import {
  BrandLink,
  HeaderBar,
  IconButton,
  IconRow,
  MainInner,
  MenuButton,
  SearchButton,
  SearchSlot,
  TopActions,
  TopInner,
  TopStrip,
  WideOnly,
} from './Header.styles';
import { SearchBox } from './SearchBox';
import { SocialLinks } from './SocialLinks';
import { UserMenu } from './UserMenu';

// Opened by a tap on phones: its code comes then, not with the first view.
const MobileSearch = lazy(() =>
  import(/* webpackChunkName: "mobile-search" */ './MobileSearch').then((module) => ({
    default: module.MobileSearch,
  })),
);

/**
 * Header: social links, language switch and user menu on top; the brand, search and the
 * favourites / profile / cart icons; the desktop nav (categories + page links). Below the desktop
 * breakpoint a menu button opens the side menu, and on phones a search button the full-screen
 * search.
 */
export function Header() {
  const { t } = useTranslation();
  const [searching, setSearching] = useState(false);
  const isAuthenticated = useSelector((state: { auth: AuthState }) => selectIsAuthenticated(state));

  return (
    <HeaderBar>
      <TopStrip>
        <TopInner>
          <SocialLinks label={t('header_social_links')} />
          <TopActions>
            <LanguageSwitch />
            <WideOnly>
              <UserMenu />
            </WideOnly>
          </TopActions>
        </TopInner>
      </TopStrip>
      <MainInner>
        <MenuButton type="button" aria-haspopup="dialog" onClick={openMenu}>
          <MenuIcon />
          <VisuallyHidden>{t('open_menu')}</VisuallyHidden>
        </MenuButton>
        <BrandLink as={Link} to={paths.home()}>
          {t('brand_name')}
        </BrandLink>
        <SearchSlot>
          <SearchBox />
        </SearchSlot>
        <IconRow>
          <SearchButton type="button" aria-haspopup="dialog" onClick={() => setSearching(true)}>
            <SearchIcon />
            <VisuallyHidden>{t('search_open')}</VisuallyHidden>
          </SearchButton>
          {/* The favourites link (/fav) goes to /login when logged out. */}
          <IconButton as={Link} to={isAuthenticated ? paths.favourites() : paths.login()}>
            <HeartIcon />
            <VisuallyHidden>{t('favourites_link')}</VisuallyHidden>
          </IconButton>
          <WideOnly>
            <IconButton as={Link} to={isAuthenticated ? paths.profile() : paths.login()}>
              <UserIcon />
              <VisuallyHidden>{t('profile_link')}</VisuallyHidden>
            </IconButton>
          </WideOnly>
          <CartLink />
        </IconRow>
      </MainInner>
      <DesktopNav />
      {searching ? (
        <Suspense fallback={null}>
          <MobileSearch onClose={() => setSearching(false)} />
        </Suspense>
      ) : null}
    </HeaderBar>
  );
}
