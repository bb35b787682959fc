import { useLocation } from 'wouter';
import { LOGIN_PATH } from '../../../shared/access/index-redirect';
import { logout } from '../../../shared/state/session';

/**
 * Ends the session and goes to /login (spec 000 §4), or to `to` where leaving the page would be
 * wrong (a public page inside a partner's frame stays where it is).
 */
export function useLogout(to: string = LOGIN_PATH): () => void {
  const [, navigate] = useLocation();
  return () => {
    logout();
    navigate(to, { replace: true });
  };
}
