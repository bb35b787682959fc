import { lazy } from 'react';
import type { ComponentType } from 'react';
import type { Role } from '../shared/model/enums';
import { IndexRedirectPage } from './app/index-redirect-page';

/** Who may open a route: everyone, any signed-in user, or signed-in users with one of the roles. */
export type RouteAccess = 'open' | 'signedIn' | readonly Role[];

/** The page frames of spec 000 §2 "Layouts" built so far. */
export type LayoutName = 'anonymous' | 'default' | 'blank';

/** One entry of the portal's route table. */
export interface PortalRoute {
  path: string;
  access: RouteAccess;
  layout: LayoutName;
  page: ComponentType;
}

/** Loads a page's module only when its route is first visited. */
function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return lazy(async () => ({ default: pick(await load()) }));
}

const LoginPage = lazyPage(
  () => import('./features/auth/login-page'),
  (m) => m.LoginPage,
);
const DashboardPage = lazyPage(
  () => import('./features/home/dashboard-page'),
  (m) => m.DashboardPage,
);
const CredentialsPage = lazyPage(
  () => import('./features/home/credentials-page'),
  (m) => m.CredentialsPage,
);
const MyDashboardPage = lazyPage(
  () => import('./features/home/my-dashboard-page'),
  (m) => m.MyDashboardPage,
);
const ErrorPage = lazyPage(
  () => import('./features/errors/error-page'),
  (m) => m.ErrorPage,
);

/** The portal's routes; roles as in spec 000 §6 "Route guard". */
export const routes: PortalRoute[] = [
  { path: '/', access: 'open', layout: 'blank', page: IndexRedirectPage },
  { path: '/login', access: 'open', layout: 'anonymous', page: LoginPage },
  { path: '/error', access: 'open', layout: 'anonymous', page: ErrorPage },
  {
    path: '/dashboard',
    access: ['ADMIN', 'SYS_ADMIN', 'INSTRUCTOR'],
    layout: 'default',
    page: DashboardPage,
  },
  { path: '/credentials', access: ['EXT_PROVIDER'], layout: 'default', page: CredentialsPage },
  { path: '/my/dashboard', access: 'signedIn', layout: 'default', page: MyDashboardPage },
];
