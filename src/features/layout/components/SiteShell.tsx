import { useCallback, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/lib/paths';
import { ChatButton } from './footer/ChatButton';
import { Footer } from './footer/Footer';
import { Header } from './header/Header';
import { MobileBottomBar } from './header/MobileBottomBar';
import { SideMenu } from './header/SideMenu';
import { Main, SkipLink } from './SiteShell.styles';
import { Splash } from './splash/Splash';

const MAIN_ID = 'main-content';

/**
 * Page frame (SPEC §2): header, the routed screen, footer, the floating chat button and, on
 * phones, the bottom bar and the side menu it shares with the header. The splash belongs to home.
 */
export function SiteShell() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const openMenu = useCallback(() => setMenuOpen(true), []);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  return (
    <>
      <SkipLink href={`#${MAIN_ID}`}>{t('skip_to_content')}</SkipLink>
      <Header onOpenMenu={openMenu} />
      <Main id={MAIN_ID} tabIndex={-1}>
        <Outlet />
      </Main>
      <Footer />
      <ChatButton />
      <MobileBottomBar onOpenCategories={openMenu} />
      {menuOpen ? <SideMenu onClose={closeMenu} /> : null}
      {pathname === paths.home() ? <Splash /> : null}
    </>
  );
}
