import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { useGetSettingsQuery } from '../../../api/siteApi';
import { LoadingOverlay } from '../../../shared/ui/LoadingOverlay';

// Rarely shown: its code (the screen, the exit confirmation, the staff preview) stays out of the
// first view.
const MaintenanceView = lazy(() =>
  import(/* webpackChunkName: "maintenance" */ './MaintenanceView').then((module) => ({
    default: module.MaintenanceView,
  })),
);

/**
 * The settings check comes first; while `is_maintenance_active` is set nothing else renders or
 * loads (signed-in back-office staff excepted: MaintenanceView). If the settings call itself fails
 * we treat the site as open: a broken settings endpoint must not close the shop (screens then use
 * DEFAULT_SETTINGS).
 */
export function MaintenanceGate() {
  const { data, isSuccess, isError } = useGetSettingsQuery();
  // Once answered, never go back to the overlay: RTK Query refetches a failed query when another
  // component subscribes, and unmounting the page for that would start the cycle again.
  const [answered, setAnswered] = useState(false);
  if (!answered && (isSuccess || isError)) setAnswered(true);

  if (!answered) return <LoadingOverlay />;
  if (data?.isMaintenanceActive) {
    return (
      <Suspense fallback={<LoadingOverlay />}>
        <MaintenanceView />
      </Suspense>
    );
  }
  return <Outlet />;
}
