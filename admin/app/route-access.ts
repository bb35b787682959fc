import type { AuthenticatedUser } from '../../shared/model/auth';
import type { RouteAccess } from '../routes';

/** Whether `user` (null when signed out) may open a route with `access` (spec 000 §6). */
export function hasAccess(access: RouteAccess, user: AuthenticatedUser | null): boolean {
  if (access === 'open') return true;
  if (!user) return false;
  if (access === 'signedIn') return true;
  return user.roles.some((role) => access.includes(role));
}
