import type { Context, MiddlewareHandler } from 'hono';
import { rolesWith } from '../../shared/access/capabilities';
import { hasAnyRole } from '../../shared/access/has-role';
import type { EndpointDefinition } from '../../shared/contracts/endpoint';
import { ANONYMOUS, ROLES, type RoleOrAnonymous } from '../../shared/model/enums';
import { ERROR_KEYS } from '../../shared/model/errors';
import { AppError, forbidden, unauthorized } from '../errors';
import { loadSession } from '../services/auth/load-session';
import type { AppEnv } from './env';
import type { Session } from '../services/auth/session';

/** Any signed-in user, whatever the roles. */
export const SIGNED_IN: readonly RoleOrAnonymous[] = ROLES;
/** Everyone, signed in or not. */
export const EVERYONE: readonly RoleOrAnonymous[] = [ANONYMOUS, ...ROLES];

interface Declaration {
  roles: readonly RoleOrAnonymous[];
  widget: boolean;
  /** The endpoint contract the guard was made from (routes mounted with `route`). */
  endpoint?: EndpointDefinition;
}

const declarations = new WeakMap<MiddlewareHandler, Declaration>();

const widgetRefused = () => new AppError(403, { message: ERROR_KEYS.portalSessionRequired });

function guardOf(
  roles: readonly RoleOrAnonymous[],
  widget: boolean,
  endpoint?: EndpointDefinition,
): MiddlewareHandler<AppEnv> {
  const open = roles.includes(ANONYMOUS);
  const guard: MiddlewareHandler<AppEnv> = async (c, next) => {
    c.set('widgetAllowed', widget);
    // Open routes read the session only if they need it (`optionalSession`), so a signed-in
    // portal polling /api/config costs no database read for it.
    if (!open) {
      const session = await loadedSession(c);
      if (!session) throw unauthorized();
      if (session.kind === 'WIDGET' && !widget) throw widgetRefused();
      if (!hasAnyRole(session, roles)) throw forbidden();
    }
    await next();
  };
  declarations.set(guard as MiddlewareHandler, { roles, widget, endpoint });
  return guard;
}

/**
 * The role declaration every route starts with (DESIGN §5): a visitor passes when signed in with
 * any listed role; ANONYMOUS in the list opens the route to visitors without a session.
 * No or an invalid token on a protected route answers 401, a role outside the list 403.
 * A widget's session is refused here (403 `auth.portalSessionRequired`); on an open route it
 * counts as no session. Routes a widget may use say so with {@link allowWidget}.
 */
export function allow(...roles: RoleOrAnonymous[]): MiddlewareHandler<AppEnv> {
  return guardOf(roles, false);
}

/** {@link allow}, and a widget's session may use the route as well (booking on a partner's page). */
export function allowWidget(...roles: RoleOrAnonymous[]): MiddlewareHandler<AppEnv> {
  return guardOf(roles, true);
}

/** The guard of an endpoint contract: the roles holding its capability, widgets if it says so. */
export function guardOfEndpoint(endpoint: EndpointDefinition): MiddlewareHandler<AppEnv> {
  return guardOf(rolesWith(endpoint.can), endpoint.widget ?? false, endpoint);
}

/** The session of the token, whatever its kind; loaded once per request. */
async function loadedSession(c: Context<AppEnv>): Promise<Session | null> {
  if (c.var.session !== undefined) return c.var.session;
  const { db, jwtSecret, now } = c.var.deps;
  const session = await loadSession(db, c.req.header('Authorization'), jwtSecret, now());
  c.set('session', session);
  return session;
}

/** The caller's session, or null without a valid token or for a widget's where it may not act. */
export async function optionalSession(c: Context<AppEnv>): Promise<Session | null> {
  const session = await loadedSession(c);
  if (session?.kind === 'WIDGET' && !c.var.widgetAllowed) return null;
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
  return declarations.get(handler as MiddlewareHandler)?.roles;
}

/** The endpoint contract a route was mounted from, if it was. */
export function declaredEndpoint(handler: unknown): EndpointDefinition | undefined {
  return declarations.get(handler as MiddlewareHandler)?.endpoint;
}

/** Whether a route's declaration lets a widget's session act ({@link allowWidget}). */
export function widgetAllowed(handler: unknown): boolean {
  return declarations.get(handler as MiddlewareHandler)?.widget ?? false;
}
