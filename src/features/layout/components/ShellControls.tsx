import { lazy, Suspense } from 'react';
import { MobileBottomBar } from './header/MobileBottomBar';
import { closeMenu, openMenu, useMenuOpen } from './menuState';

// Opened by a tap: the drawer's code comes then, in a chunk of its own.
const SideMenu = lazy(() =>
  import(/* webpackChunkName: "side-menu" */ './header/SideMenu').then(({ SideMenu: menu }) => ({
    default: menu,
  })),
);

/** The phone's bottom bar and the side menu (opened from it or from the header's menu button). */
export function ShellControls() {
  const menuOpen = useMenuOpen();
  return (
    <>
      <MobileBottomBar onOpenCategories={openMenu} />
      {menuOpen ? (
        <Suspense fallback={null}>
          <SideMenu onClose={closeMenu} />
        </Suspense>
      ) : null}
    </>
  );
}
