import { I18nProvider } from '@lingui/react';
import { Route, Router, Switch } from 'wouter';
import { Snackbar } from '../../shared/ui/snackbar';
import { AnonymousLayout } from '../layouts/anonymous-layout';
import { NotFoundPage } from '../features/errors/not-found-page';
import { routes } from '../routes';
import { i18n } from './i18n';
import { RouteView } from './route-view';

/** The portal: history-mode routes under base `/` (spec 000 §2), an unknown path shows 404. */
export function App() {
  return (
    <I18nProvider i18n={i18n}>
      <Router base="">
        <Switch>
          {routes.map((route) => (
            <Route key={route.path} path={route.path}>
              <RouteView route={route} />
            </Route>
          ))}
          <Route>
            <AnonymousLayout>
              <NotFoundPage />
            </AnonymousLayout>
          </Route>
        </Switch>
        <Snackbar />
      </Router>
    </I18nProvider>
  );
}
