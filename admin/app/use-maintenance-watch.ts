import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { can } from '../../shared/access/capabilities';
import { isOpenPath } from '../../shared/access/open-paths';
import { isMaintenanceOn } from '../../shared/state/config';
import { currentUser, logout } from '../../shared/state/session';
import { refreshConfig } from './refresh-config';

/** The page shown while the portal is being maintained. */
export const MAINTENANCE_PATH = '/maintenance';

/**
 * Maintenance mode (spec 000 §4): on every navigation to a path that is not open the
 * configuration is loaded anew; when maintenance is on the user is logged out and sent to
 * /maintenance. The first page needs no second load: bootstrap has just read the configuration.
 * System administrators stay (`configuration.manage`): they are the ones who switch it off again
 * on /admin, which says that it is on (admin/features/configuration/README.md).
 */
export function useMaintenanceWatch(): void {
  const [location, navigate] = useLocation();
  const firstVisit = useRef(true);
  useEffect(() => {
    const initial = firstVisit.current;
    firstVisit.current = false;
    if (isOpenPath(location)) return;
    let current = true;
    const enterMaintenance = () => {
      if (can(currentUser.value, 'configuration.manage')) return;
      logout();
      navigate(MAINTENANCE_PATH, { replace: true });
    };
    if (initial) {
      if (isMaintenanceOn.value) enterMaintenance();
      return;
    }
    refreshConfig()
      .then(() => {
        if (current && isMaintenanceOn.value) enterMaintenance();
      })
      // A failed refresh keeps the last configuration; the client has reported the failure.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [location, navigate]);
}
