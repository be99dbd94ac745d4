import { lazy, Suspense, useCallback, useState } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChatButton } from './footer/ChatButton';
import { Header } from './header/Header';
import { MobileBottomBar } from './header/MobileBottomBar';
import { Main, SkipLink } from './SiteShell.styles';

const MAIN_ID = 'main-content';

// Below the fold or behind a tap: their code (links, badges, icons, the drawer) comes after the
// first view in chunks of their own (the first view's size budget).
const Footer = lazy(() =>
  import(/* webpackChunkName: "footer" */ './footer/Footer').then(({ Footer: footer }) => ({
    default: footer,
  })),
);
const SideMenu = lazy(() =>
  import(/* webpackChunkName: "side-menu" */ './header/SideMenu').then(({ SideMenu: menu }) => ({
    default: menu,
  })),
);

/**
 * Page frame: header, the routed screen, footer, the floating chat button and, on
 * phones, the bottom bar and the side menu it shares with the header. (Home's phone splash is
 * written by the server with the page: splash/splashMarkup.ts.)
 */
export function SiteShell() {
  const { t } = useTranslation();
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
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <ChatButton />
      <MobileBottomBar onOpenCategories={openMenu} />
      {menuOpen ? (
        <Suspense fallback={null}>
          <SideMenu onClose={closeMenu} />
        </Suspense>
      ) : null}
    </>
  );
}
