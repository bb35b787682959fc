import type { Context, MiddlewareHandler } from 'hono';
import { can } from '../../shared/access/capabilities';
import type { EndpointDefinition } from '../../shared/contracts/endpoint';
import { ERROR_KEYS } from '../../shared/model/errors';
import { AppError, forbidden, unauthorized } from '../errors';
import { loadSession } from '../services/auth/load-session';
import type { AppEnv } from './env';
import type { Session } from '../services/auth/session';

interface Declaration {
  widget: boolean;
  /** The endpoint contract the guard was made from. */
  endpoint: EndpointDefinition;
}

const declarations = new WeakMap<MiddlewareHandler, Declaration>();

const widgetRefused = () => new AppError(403, { message: ERROR_KEYS.portalSessionRequired });

/**
 * The guard every route starts with (DESIGN §5), made from its endpoint contract: a caller passes
 * when they hold the contract's capability; a capability that ANONYMOUS holds opens the route to
 * visitors without a session. No or an invalid token on a protected route answers 401, a
 * caller without the capability 403. A widget's session is refused (403
 * `auth.portalSessionRequired`) unless the contract says `widget`; on an open route it counts as
 * no session.
 */
export function guardOfEndpoint(endpoint: EndpointDefinition): MiddlewareHandler<AppEnv> {
  const widget = endpoint.widget ?? false;
  const open = can(null, endpoint.can);
  const guard: MiddlewareHandler<AppEnv> = async (c, next) => {
    c.set('widgetAllowed', widget);
    // Open routes read the session only if they need it (`optionalSession`), so a signed-in
    // portal polling /api/config costs no database read for it.
    if (!open) {
      const session = await loadedSession(c);
      if (!session) throw unauthorized();
      if (session.kind === 'WIDGET' && !widget) throw widgetRefused();
      if (!can(session, endpoint.can)) throw forbidden();
    }
    await next();
  };
  declarations.set(guard as MiddlewareHandler, { widget, endpoint });
  return guard;
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

/** The endpoint contract a route was mounted from, if it was. */
export function declaredEndpoint(handler: unknown): EndpointDefinition | undefined {
  return declarations.get(handler as MiddlewareHandler)?.endpoint;
}

/** Whether a route's declaration lets a widget's session act (its contract's `widget`). */
export function widgetAllowed(handler: unknown): boolean {
  return declarations.get(handler as MiddlewareHandler)?.widget ?? false;
}
