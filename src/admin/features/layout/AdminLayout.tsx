import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import type { Language } from '../../../shared/rules/constants';
import { useAdminDispatch, useAdminSelector } from '../../api/hooks';
import { selectStaffMember, signedOut } from '../../api/session';
import { OwnersOnly } from '../../ui/OwnersOnly';
import { adminPaths, NAV } from '../../ui/paths';
import {
  Body,
  Drawer,
  Header,
  HeaderEnd,
  Main,
  MenuButton,
  NavList,
  Person,
  Shell,
  ShopName,
  SignOut,
  SkipLink,
} from './AdminLayout.styles';

export interface AdminLayoutProps {
  languageHref: string;
  otherLanguage: Language;
}

/**
 * Every signed-in page: header (shop, who is signed in and their role, language, sign out) and the
 * side navigation, a drawer opened by the menu button on a phone (Escape closes it and gives the
 * focus back to the button). Owner-only entries are listed for the owner only.
 */
export function AdminLayout({ languageHref, otherLanguage }: AdminLayoutProps) {
  const { t } = useTranslation();
  const dispatch = useAdminDispatch();
  const user = useAdminSelector(selectStaffMember);
  const [open, setOpen] = useState(false);
  const navId = useId();
  const mainId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const drawer = useRef<HTMLElement>(null);

  useEffect(() => {
    if (open) drawer.current?.querySelector<HTMLElement>('a')?.focus();
  }, [open]);

  const onDrawerKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      menuButton.current?.focus();
    }
  };

  if (!user) return null;
  const isOwner = user.role === 'owner';

  return (
    <Shell>
      <SkipLink href={`#${mainId}`}>{t('admin_skip_to_content')}</SkipLink>
      <Header>
        <MenuButton
          ref={menuButton}
          type="button"
          aria-expanded={open}
          aria-controls={navId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? t('admin_menu_close') : t('admin_menu_open')}
        </MenuButton>
        <ShopName>
          {t('admin_shop_name')} · {t('admin_app_title')}
        </ShopName>
        <HeaderEnd>
          <Person>
            <span>
              {user.first_name} {user.family_name}
            </span>{' '}
            <span>({t(isOwner ? 'admin_role_owner' : 'admin_role_staff')})</span>
          </Person>
          <a href={languageHref} hrefLang={otherLanguage} lang={otherLanguage}>
            {t('admin_language_link')}
          </a>
          <SignOut type="button" onClick={() => dispatch(signedOut())}>
            {t('admin_sign_out')}
          </SignOut>
        </HeaderEnd>
      </Header>
      <Body>
        <Drawer
          ref={drawer}
          id={navId}
          aria-label={t('admin_nav_label')}
          $open={open}
          onKeyDown={onDrawerKey}
        >
          <NavList>
            {NAV.filter((entry) => isOwner || !entry.ownerOnly).map((entry) => (
              <li key={entry.page}>
                <NavLink
                  to={adminPaths[entry.page]}
                  end={entry.page === 'dashboard'}
                  // A followed link closes the drawer.
                  onClick={() => setOpen(false)}
                >
                  {t(entry.labelKey)}
                </NavLink>
              </li>
            ))}
          </NavList>
        </Drawer>
        <Main id={mainId} tabIndex={-1}>
          <Outlet />
        </Main>
      </Body>
    </Shell>
  );
}

/** The owner's pages: a staff member gets the translated "owners only" page instead. */
export function RequireOwner() {
  const user = useAdminSelector(selectStaffMember);
  return user?.role === 'owner' ? <Outlet /> : <OwnersOnly />;
}
