import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { useDeleteAccountMutation, useLogoutMutation } from '../../../api/accountApi';
import { toErrorMessage } from '../../../api/errors';
import { deviceForgotten, loggedOut, selectCurrentUser } from '../../../entities/session/authSlice';
import { paths } from '../../../shared/lib/paths';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { FormBanner } from '../../../shared/ui/form';
import { notify } from '../../../shared/ui/toast/notify';
import {
  accountTabPath,
  ACCOUNT_TABS,
  SECTION_LABEL_KEYS,
  type AccountSection,
} from '../accountTabs';
import {
  DangerButton,
  Menu,
  MenuButton,
  MenuLink,
  MenuList,
  Separator,
} from './AccountMenu.styles';

interface AccountMenuProps {
  section: AccountSection;
  /** Called just before the session is cleared (see AccountLayout). */
  onLeaving: () => void;
}

type Asking = 'logout' | 'delete' | null;

/**
 * The /profile side menu: favorites, orders, addresses, profile (tabs kept in the URL), change
 * password, logout and delete account, each of the last two behind a confirmation: logout →
 * POST /logout, session cleared, /login; delete → on status success the session is cleared and
 * the shopper goes to /; a failure says so and leaves them here to retry.
 * Logout keeps this browser's device token for the account (its next login is not locked out by
 * failures elsewhere); deletion drops it, since the account is gone.
 */
export function AccountMenu({ section, onLeaving }: AccountMenuProps) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const user = useSelector(selectCurrentUser);
  const [asking, setAsking] = useState<Asking>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [logout, loggingOut] = useLogoutMutation();
  const [deleteAccount, deleting] = useDeleteAccountMutation();

  const leave = (to: string) => {
    onLeaving();
    dispatch(loggedOut());
    void navigate(to, { replace: true });
  };

  const confirmLogout = async () => {
    setAsking(null);
    try {
      await logout().unwrap();
    } catch {
      // The token may already be gone server-side; leaving locally is what the shopper asked for.
    }
    notify.success(t('logged_out_success'));
    leave(paths.login());
  };

  const confirmDelete = async () => {
    setAsking(null);
    setFailure(null);
    try {
      const { message } = await deleteAccount().unwrap();
      notify.success(message ?? t('account_deleted_success'));
      if (user) dispatch(deviceForgotten(user.phoneNumber));
      leave(paths.home());
    } catch (error) {
      setFailure(toErrorMessage(error, t, 'delete_account_error'));
    }
  };

  return (
    <Menu aria-label={t('account_menu_label')}>
      <MenuList>
        {ACCOUNT_TABS.map((tab) => (
          <li key={tab}>
            <MenuLink
              to={accountTabPath(tab)}
              aria-current={section === tab ? 'page' : undefined}
              $active={section === tab}
            >
              {t(SECTION_LABEL_KEYS[tab])}
            </MenuLink>
          </li>
        ))}
        <li>
          <MenuLink
            to={paths.changePassword()}
            aria-current={section === 'password' ? 'page' : undefined}
            $active={section === 'password'}
          >
            {t(SECTION_LABEL_KEYS.password)}
          </MenuLink>
        </li>
        <Separator aria-hidden="true" />
        <li>
          <MenuButton
            type="button"
            onClick={() => setAsking('logout')}
            disabled={loggingOut.isLoading}
            aria-busy={loggingOut.isLoading || undefined}
          >
            {t('nav_logout')}
          </MenuButton>
        </li>
        <li>
          <DangerButton
            type="button"
            onClick={() => setAsking('delete')}
            disabled={deleting.isLoading}
            aria-busy={deleting.isLoading || undefined}
          >
            {t('delete_account')}
          </DangerButton>
        </li>
      </MenuList>
      <FormBanner message={failure} onDismiss={() => setFailure(null)} />
      {asking === 'logout' ? (
        <ConfirmDialog
          title={t('logout_confirm_title')}
          confirmLabel={t('nav_logout')}
          cancelLabel={t('cancel')}
          onConfirm={() => void confirmLogout()}
          onCancel={() => setAsking(null)}
        />
      ) : null}
      {asking === 'delete' ? (
        <ConfirmDialog
          title={t('delete_account_confirm_title')}
          message={t('delete_account_confirm_message')}
          confirmLabel={t('delete_account_confirm')}
          cancelLabel={t('cancel')}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setAsking(null)}
        />
      ) : null}
    </Menu>
  );
}
