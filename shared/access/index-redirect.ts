import type { Role } from '../model/enums';

/** Roles whose home is the management dashboard (spec 000 §4). */
const DASHBOARD_ROLES: readonly Role[] = ['SYS_ADMIN', 'ADMIN', 'INSTRUCTOR'];

/** The path of the sign-in page. */
export const LOGIN_PATH = '/login';

/**
 * Where `/` leads (spec 000 §4): signed out to /login; SYS_ADMIN, ADMIN or INSTRUCTOR to
 * /dashboard; EXT_PROVIDER to /credentials; everyone else to the personal area.
 */
export function indexRedirect(user: { roles: readonly Role[] } | null): string {
  if (!user) return LOGIN_PATH;
  if (user.roles.some((role) => DASHBOARD_ROLES.includes(role))) return '/dashboard';
  if (user.roles.includes('EXT_PROVIDER')) return '/credentials';
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
