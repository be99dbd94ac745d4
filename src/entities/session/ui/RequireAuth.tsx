// The account routes (/profile, /fav, /orders-checkout, /change-password, /checkout) are
// for a logged-in shopper; a visitor is sent to /login, which brings them back here afterwards.
// The redirect is an effect, not a <Navigate> during render, so a server render of a guarded
// route (no stored session there) gives this panel with its own h1 instead of nothing.
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths';
import { NotFoundPanel } from '../../../shared/ui/NotFoundPanel';
import { selectIsAuthenticated, type AuthState } from '../authSlice';
import { returnToHere } from '../returnTo';

export type { ReturnTo } from '../returnTo';

export function RequireAuth({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const isAuthenticated = useSelector((state: { auth: AuthState }) => selectIsAuthenticated(state));
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();

  useEffect(() => {
    if (isAuthenticated) return;
    const state = returnToHere({ pathname, search, hash });
    void navigate(paths.login(), { replace: true, state });
  }, [isAuthenticated, navigate, pathname, search, hash]);

  if (isAuthenticated) return <>{children}</>;
  return (
    <NotFoundPanel
      title={t('login_required_title')}
      message={t('login_required_message')}
      action={{ to: paths.login(), label: t('nav_login') }}
    />
  );
}
