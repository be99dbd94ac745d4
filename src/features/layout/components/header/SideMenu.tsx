import { useId } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { useMainCategories } from '../../../../entities/category/useMainCategories';
import { selectIsAuthenticated, type AuthState } from '../../../../entities/session/authSlice';
import { paths } from '../../../../shared/lib/paths';
import { useLogout } from '../../hooks/useLogout';
import { useModalDialog } from '../../hooks/useModalDialog';
import { useNavLinks } from '../../hooks/useNavLinks';
import { CloseIcon } from '../icons/Icons';
import { Backdrop, Panel, PanelHeader, PanelTitle, Section, SectionTitle } from './Drawer.styles';
import { IconButton } from './Header.styles';
import { MenuItem, MenuList, MenuNote } from './Menus.styles';

/**
 * The header's mobile side menu: a modal drawer (focus kept inside, Escape and the backdrop
 * close it) with the page links, the categories and the account links. Mounted only while open,
 * so it never renders on a server.
 */
export function SideMenu({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialogRef = useModalDialog(true, onClose);
  const links = useNavLinks();
  const { data: categories = [], isError } = useMainCategories();
  const isAuthenticated = useSelector((state: { auth: AuthState }) => selectIsAuthenticated(state));
  const { logOut } = useLogout();

  return createPortal(
    <>
      <Backdrop onClick={onClose} />
      <Panel ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <PanelHeader>
          <PanelTitle id={titleId}>{t('side_menu_title')}</PanelTitle>
          <IconButton type="button" aria-label={t('close_menu')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </PanelHeader>
        <Section as="nav" aria-label={t('main_navigation')}>
          <MenuList>
            {links.map((link) => (
              <li key={link.to}>
                <MenuItem as={Link} to={link.to} onClick={onClose}>
                  {t(link.labelKey)}
                </MenuItem>
              </li>
            ))}
          </MenuList>
        </Section>
        <Section aria-labelledby={`${titleId}-categories`}>
          <SectionTitle id={`${titleId}-categories`}>{t('nav_categories')}</SectionTitle>
          {isError ? <MenuNote>{t('error_loading_categories')}</MenuNote> : null}
          <MenuList>
            {categories.map((category) => (
              <li key={category.id}>
                <MenuItem as={Link} to={paths.category(category.slug)} onClick={onClose}>
                  {category.name}
                </MenuItem>
              </li>
            ))}
          </MenuList>
        </Section>
        <Section aria-labelledby={`${titleId}-account`}>
          <SectionTitle id={`${titleId}-account`}>{t('user_menu_label')}</SectionTitle>
          <MenuList>
            {isAuthenticated ? (
              <>
                <li>
                  <MenuItem as={Link} to={paths.profile()} onClick={onClose}>
                    {t('profile_link')}
                  </MenuItem>
                </li>
                <li>
                  <MenuItem as={Link} to={paths.favourites()} onClick={onClose}>
                    {t('favourites_link')}
                  </MenuItem>
                </li>
                <li>
                  <MenuItem
                    as="button"
                    type="button"
                    onClick={() => {
                      onClose();
                      void logOut();
                    }}
                  >
                    {t('nav_logout')}
                  </MenuItem>
                </li>
              </>
            ) : (
              <>
                <li>
                  <MenuItem as={Link} to={paths.login()} onClick={onClose}>
                    {t('nav_login')}
                  </MenuItem>
                </li>
                <li>
                  <MenuItem as={Link} to={paths.register()} onClick={onClose}>
                    {t('nav_register')}
                  </MenuItem>
                </li>
              </>
            )}
          </MenuList>
        </Section>
      </Panel>
    </>,
    document.body,
  );
}
