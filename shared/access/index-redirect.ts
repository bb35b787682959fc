import { can } from './capabilities';
import type { RoleHolder } from './has-role';

/** The path of the sign-in page. */
export const LOGIN_PATH = '/login';

/**
 * Where `/` leads (spec 000 §4): signed out to /login; whoever may read the management
 * dashboard (SYS_ADMIN, ADMIN, INSTRUCTOR) to /dashboard; whoever uses the credentials screen
 * (EXT_PROVIDER) to /credentials; everyone else to the personal area. The home is always a page
 * the route guard admits, as both read the same capabilities.
 */
export function indexRedirect(user: RoleHolder): string {
  if (!user) return LOGIN_PATH;
  if (can(user, 'dashboard.read')) return '/dashboard';
  if (can(user, 'credentials.use')) return '/credentials';
  return '/my/dashboard';
}

/**
 * The sign-in page for a signed-out visit to `fullPath` (path plus query): the path goes into
 * the `redirect` query, except for the root, which needs no way back (spec 000 §6).
 */
export function loginRedirect(fullPath: string): string {
  if (fullPath === '' || fullPath === '/') return LOGIN_PATH;
  // Slashes are valid in a query value; keeping them makes the address readable.
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(fullPath).replaceAll('%2F', '/')}`;
}

/**
 * The `redirect` query value if it is a path on this site, else null. Guards against an open
 * redirect: `//evil.example` and `/\evil.example` are other origins to a browser.
 */
export function safeRedirectTarget(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return null;
  }
  return value;
}
