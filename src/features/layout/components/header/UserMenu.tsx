import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import {
  selectCurrentUser,
  selectIsAuthenticated,
  type AuthState,
} from '../../../../entities/session/authSlice';
import { paths } from '../../../../shared/lib/paths';
import { useDisclosure } from '../../hooks/useDisclosure';
import { useLogout } from '../../hooks/useLogout';
import { ChevronDownIcon, UserIcon } from '../icons/Icons';
import { MenuItem, MenuList, MenuPanel, MenuToggle, MenuWrap } from './Menus.styles';

type WithAuth = { auth: AuthState };

/**
 * The header's user menu: the first name (or a generic label); logged in: logout; logged out:
 * login and create account. A disclosure (button + list of links), not an ARIA menu.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const isAuthenticated = useSelector((state: WithAuth) => selectIsAuthenticated(state));
  const firstName = useSelector((state: WithAuth) => selectCurrentUser(state)?.firstName ?? '');
  const { open, close, toggle, buttonRef, panelRef } = useDisclosure<
    HTMLButtonElement,
    HTMLDivElement
  >();
  const { logOut, isLoggingOut } = useLogout();
  const panelId = useId();
  const label = isAuthenticated && firstName ? firstName : t('user_menu_label');

  return (
    <MenuWrap>
      <MenuToggle
        ref={buttonRef}
        type="button"
        $tone="onPrimary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        <UserIcon size={18} />
        <span>{label}</span>
        <ChevronDownIcon />
      </MenuToggle>
      <MenuPanel ref={panelRef} id={panelId} hidden={!open}>
        <MenuList>
          {isAuthenticated ? (
            <li>
              <MenuItem
                as="button"
                type="button"
                disabled={isLoggingOut}
                onClick={() => {
                  close();
                  void logOut();
                }}
              >
                {t('nav_logout')}
              </MenuItem>
            </li>
          ) : (
            <>
              <li>
                <MenuItem as={Link} to={paths.login()} onClick={close}>
                  {t('nav_login')}
                </MenuItem>
              </li>
              <li>
                <MenuItem as={Link} to={paths.register()} onClick={close}>
                  {t('nav_register')}
                </MenuItem>
              </li>
            </>
          )}
        </MenuList>
      </MenuPanel>
    </MenuWrap>
  );
}
