import { useLocation } from 'wouter';
import { LOGIN_PATH } from '../../../shared/access/index-redirect';
import { logout } from '../../../shared/state/session';

/** Ends the session and goes to /login (spec 000 §4). */
export function useLogout(): () => void {
  const [, navigate] = useLocation();
  return () => {
    logout();
    navigate(LOGIN_PATH, { replace: true });
  };
}
