import type { Context, MiddlewareHandler } from 'hono';
import { hasAnyRole } from '../../shared/access/has-role';
import { ANONYMOUS, ROLES, type RoleOrAnonymous } from '../../shared/model/enums';
import { forbidden, unauthorized } from '../errors';
import { loadSession } from '../services/auth/load-session';
import type { AppEnv, Session } from './env';

/** Any signed-in user, whatever the roles. */
export const SIGNED_IN: readonly RoleOrAnonymous[] = ROLES;
/** Everyone, signed in or not. */
export const EVERYONE: readonly RoleOrAnonymous[] = [ANONYMOUS, ...ROLES];

const declarations = new WeakMap<MiddlewareHandler, readonly RoleOrAnonymous[]>();

/**
 * The role declaration every route starts with (DESIGN §5): a visitor passes when signed in with
 * any listed role; ANONYMOUS in the list opens the route to visitors without a session.
 * No or an invalid token on a protected route answers 401, a role outside the list 403.
 */
export function allow(...roles: RoleOrAnonymous[]): MiddlewareHandler<AppEnv> {
  const open = roles.includes(ANONYMOUS);
  const guard: MiddlewareHandler<AppEnv> = async (c, next) => {
    // Open routes read the session only if they need it (`optionalSession`), so a signed-in
    // portal polling /api/config costs no database read for it.
    if (!open) {
      const session = await optionalSession(c);
      if (!session) throw unauthorized();
      if (!hasAnyRole(session, roles)) throw forbidden();
    }
    await next();
  };
  declarations.set(guard as MiddlewareHandler, roles);
  return guard;
}

/** The caller's session, or null without a valid token; loaded once per request. */
export async function optionalSession(c: Context<AppEnv>): Promise<Session | null> {
  if (c.var.session !== undefined) return c.var.session;
  const { db, jwtSecret, now } = c.var.deps;
  const session = await loadSession(db, c.req.header('Authorization'), jwtSecret, now());
  c.set('session', session);
  return session;
}

/** The session of a route whose guard required one. */
export function requiredSession(c: Context<AppEnv>): Session {
  const session = c.var.session;
  if (!session) throw unauthorized();
  return session;
}

/** The roles a route declared, found among its handlers; undefined means it declared none. */
export function declaredRoles(handler: unknown): readonly RoleOrAnonymous[] | undefined {
  return declarations.get(handler as MiddlewareHandler);
}
