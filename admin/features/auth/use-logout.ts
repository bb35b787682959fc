import { useLocation } from 'wouter';
import { LOGIN_PATH } from '../../../shared/access/index-redirect';
import { useSignOut } from '../../../shared/ui/account/use-sign-out';

/**
 * Ends the session, here and on the server, and goes to /login (spec 000 §4), or to `to` where
 * leaving the page would be wrong (a public page inside a partner's frame stays where it is).
 */
export function useLogout(to: string = LOGIN_PATH): () => void {
  const [, navigate] = useLocation();
  const signOut = useSignOut();
  return () => {
    signOut();
    navigate(to, { replace: true });
  };
}
