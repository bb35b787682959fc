import { I18nProvider } from '@lingui/react';
import { Suspense } from 'react';
import { Router, matchRoute, useLocation, useRouter } from 'wouter';
import { appFailure } from '../../shared/state/app-failure';
import { currentUser } from '../../shared/state/session';
import { useSignals } from '../../shared/state/signals';
import { ApiClientContext } from '../../shared/ui/api-client-context';
import { Snackbar } from '../../shared/ui/snackbar';
import { ErrorFallbackBoundary } from '../features/errors/error-fallback-boundary';
import { ErrorView } from '../features/errors/error-view';
import { NotFoundPage } from '../features/errors/not-found-page';
import { layouts } from '../layouts';
import { routes } from '../routes';
import { apiClient } from './api-client';
import { i18n } from './i18n';
import { PageErrorBoundary } from './page-error-boundary';
import { PageLoading } from './page-loading';
import { RouteView } from './route-view';
import { useMaintenanceWatch } from './use-maintenance-watch';
import { usePseudoConstants } from './use-pseudo-constants';

/** The portal: history-mode routes under base `/` (spec 000 §2), an unknown path shows 404. */
export function App() {
  return (
    <I18nProvider i18n={i18n}>
      <ApiClientContext.Provider value={apiClient}>
        <Router base="">
          {/* The outer guard for what no page boundary covers: a layout whose code fails to load. */}
          <PageErrorBoundary resetKey="app">
            <Suspense fallback={<PageLoading />}>
              <Pages />
            </Suspense>
          </PageErrorBoundary>
          <Snackbar />
        </Router>
      </ApiClientContext.Provider>
    </I18nProvider>
  );
}

/**
 * The page of the current path, or the global error page in its place. The route is picked
 * here rather than by a `<Switch>`, so moving between two pages of one layout keeps the layout
 * mounted (drawer state, focus, scroll) and replaces only the page.
 */
function Pages() {
  useSignals();
  useMaintenanceWatch();
  usePseudoConstants();
  const [location] = useLocation();
  const { parser } = useRouter();
  const failure = appFailure.value;
  const route = routes.find(({ path }) => matchRoute(parser, path, location)[0]);
  // Errors keep the frame of whoever looks: a signed-in user keeps the menu and the profile menu
  // (with sign-out), so an error is never a dead end that looks as if they were signed out.
  const Frame = currentUser.value ? layouts.default : layouts.anonymous;
  if (failure) {
    return (
      <ErrorFallbackBoundary>
        <Frame>
          <ErrorView {...failure} />
        </Frame>
      </ErrorFallbackBoundary>
    );
  }
  if (route) return <RouteView route={route} />;
  return (
    <Frame>
      <NotFoundPage />
    </Frame>
  );
}
