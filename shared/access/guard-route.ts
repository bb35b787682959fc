import { can } from './capabilities';
import type { RoleHolder } from './has-role';
import { loginRedirect } from './index-redirect';
import { isOpenPath } from './open-paths';
import { routeCapability } from './route-roles';

/** Where a role mismatch leads (spec 000 §6); the error page names the reason. */
export const FORBIDDEN_PATH = '/error?message=error.forbidden';

/** The guard's decision: show the page, or go elsewhere instead. */
export type GuardDecision = { allow: true } | { allow: false; redirectTo: string };

/**
 * The route guard of spec 000 §6 for a visit of `fullPath` (path plus query) by `user` (null
 * when signed out). A path in the route table needs its row's capability: a signed-out visitor is
 * sent to sign in first (with the way back), a signed-in one without it to /error. That
 * holds for `/event` too, which the spec also lists as open: the activities screen is an
 * administrator's, and sending a visitor to /error before they could sign in would be a dead
 * end. Any other path needs a sign-in unless it is open.
 */
export function guardRoute(fullPath: string, user: RoleHolder): GuardDecision {
  const capability = routeCapability(fullPath);
  if (capability) {
    if (can(user, capability)) return { allow: true };
    return { allow: false, redirectTo: user ? FORBIDDEN_PATH : loginRedirect(fullPath) };
  }
  if (user || isOpenPath(fullPath)) return { allow: true };
  return { allow: false, redirectTo: loginRedirect(fullPath) };
}
