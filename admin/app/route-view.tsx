import { Suspense } from 'react';
import { Redirect, Route, useLocation, useSearch } from 'wouter';
import { guardRoute } from '../../shared/access/guard-route';
import { featureToggles } from '../../shared/state/features';
import { currentUser } from '../../shared/state/session';
import { useSignals } from '../../shared/state/signals';
import { FeatureOffNotice } from '../features/pending/feature-off-notice';
import { layouts } from '../layouts';
import { ScreenManualContext } from '../layouts/screen-manual-link';
import type { LayoutName, PortalRoute } from '../routes';
import { PageErrorBoundary } from './page-error-boundary';
import { PageLoading } from './page-loading';

/**
 * One route: the guard of `shared/access` (signed out → /login with the way back; wrong role →
 * /error), then the layout around the lazily loaded page. It reacts to the session, so a logout
 * anywhere leaves a protected page at once.
 */
export function RouteView({ route }: { route: PortalRoute }) {
  useSignals();
  const [location] = useLocation();
  const search = useSearch();
  const user = currentUser.value;
  const decision = guardRoute(search ? `${location}?${search}` : location, user);
  if (!decision.allow) return <Redirect to={decision.redirectTo} replace />;

  const Layout = layouts[resolveLayout(route.layout, user !== null)];
  const Page = route.page;
  const featureOff = route.feature !== undefined && !featureToggles.value[route.feature];
  return (
    <ScreenManualContext.Provider value={route.manual}>
      <Layout>
        <PageErrorBoundary resetKey={location}>
          <Suspense fallback={<PageLoading />}>
            {/* The page's own Route hands it the path's parameters (`useParams`). */}
            {featureOff ? <FeatureOffNotice /> : <Route path={route.path} component={Page} />}
          </Suspense>
        </PageErrorBoundary>
      </Layout>
    </ScreenManualContext.Provider>
  );
}

/** Pages both visitors and users open show the frame of whoever looks. */
function resolveLayout(name: LayoutName, signedIn: boolean): Exclude<LayoutName, 'session'> {
  if (name !== 'session') return name;
  return signedIn ? 'default' : 'anonymous';
}
