import { useLocation, useSearch } from 'wouter';
import { useLogout } from '../features/auth/use-logout';

/**
 * Logout from the layouts' menus and the payment dialog: to /login, except inside a partner's
 * frame, where the page stays (the frame must not turn into the portal's sign-in page).
 */
export function useLayoutLogout(embedded: boolean): () => void {
  const [location] = useLocation();
  const search = useSearch();
  return useLogout(embedded ? `${location}${search ? `?${search}` : ''}` : undefined);
}
