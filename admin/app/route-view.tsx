import { Suspense } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { loginRedirect } from '../../shared/access/index-redirect';
import { currentUser } from '../../shared/state/session';
import { useSignals } from '../../shared/state/signals';
import { layouts } from '../layouts';
import type { PortalRoute } from '../routes';
import { PageLoading } from './page-loading';
import { hasAccess } from './route-access';

/**
 * One route: the guard (signed out → /login with the way back; wrong role → /error), then the
 * layout around the lazily loaded page. It reacts to the session, so a logout anywhere leaves
 * a protected page at once.
 */
export function RouteView({ route }: { route: PortalRoute }) {
  useSignals();
  const [location] = useLocation();
  const search = useSearch();
  const user = currentUser.value;
  if (!hasAccess(route.access, user)) {
    const to = user
      ? '/error?message=error.forbidden'
      : loginRedirect(search ? `${location}?${search}` : location);
    return <Redirect to={to} replace />;
  }
  const Layout = layouts[route.layout];
  const Page = route.page;
  return (
    <Layout>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </Layout>
  );
}
