import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { storedStaffRole } from '../../../shared/lib/staffSession';
import { MaintenanceScreen } from './MaintenanceScreen';
import { PreviewBar } from './MaintenanceView.styles';

/** A sign-in or sign-out of the back office in another tab counts at once. */
function onStorage(changed: () => void): () => void {
  window.addEventListener('storage', changed);
  return () => window.removeEventListener('storage', changed);
}

/**
 * What the site shows while `is_maintenance_active` is set (loaded only then, with its own chunk):
 * shoppers get the maintenance screen; a browser where back-office staff are signed in gets the
 * shop with a bar saying shoppers do not see it, so staff can check their changes before opening.
 * A display decision only, from the stored session's role: maintenance hides the shop, it guards
 * nothing. The server render has no storage and renders the maintenance screen; hydration starts
 * from the same and then switches (useSyncExternalStore's server snapshot).
 */
export function MaintenanceView() {
  const { t } = useTranslation();
  const role = useSyncExternalStore(onStorage, storedStaffRole, () => null);
  if (!role) return <MaintenanceScreen />;
  return (
    <>
      <PreviewBar role="status">{t('maintenance_preview')}</PreviewBar>
      <Outlet />
    </>
  );
}
