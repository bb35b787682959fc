import type { Context, MiddlewareHandler } from 'hono';
import { can } from '../../shared/access/capabilities';
import type { EndpointDefinition } from '../../shared/contracts/endpoint';
import { API_KEY_KEYS } from '../../shared/model/api-key';
import { ERROR_KEYS } from '../../shared/model/errors';
import { AppError, forbidden, unauthorized } from '../errors';
import { looksLikeApiKey } from '../services/api-key/key-secret';
import { loadApiKey } from '../services/api-key/load-api-key';
import { loadSession } from '../services/auth/load-session';
import { bearerToken } from '../services/auth/token';
import type { AppEnv } from './env';
import type { Session } from '../services/auth/session';

interface Declaration {
  widget: boolean;
  /** The endpoint contract the guard was made from. */
  endpoint: EndpointDefinition;
}

const declarations = new WeakMap<MiddlewareHandler, Declaration>();

const widgetRefused = () => new AppError(403, { message: ERROR_KEYS.portalSessionRequired });
const apiKeyRefused = () => new AppError(403, { message: API_KEY_KEYS.notForKeys });

/**
 * Whether an API key may call the endpoint: its contract names a business area (`apiKey`) that
 * the key's provider serves, and it only reads. The key's roles (`apiKey.use`) stand in for the
 * contract's capability, which names the portal's readers.
 */
function keyMayCall(session: Session, endpoint: EndpointDefinition): boolean {
  return (
    endpoint.method === 'GET' &&
    endpoint.apiKey !== undefined &&
    (session.servedAreas ?? []).includes(endpoint.apiKey)
  );
}

/**
 * The guard every route starts with (DESIGN §5), made from its endpoint contract: a caller passes
 * when they hold the contract's capability; a capability that ANONYMOUS holds opens the route to
 * visitors without a session. No or an invalid token on a protected route answers 401, a
 * caller without the capability 403. A widget's session is refused (403
 * `auth.portalSessionRequired`) unless the contract says `widget`; on an open route it counts as
 * no session. A provider's API key likewise: 403 `auth.apiKeyNotAllowed` on every route whose
 * contract does not name an `apiKey` area, 403 `error.forbidden` for an area its provider does
 * not serve, no session on open routes; a revoked or unknown key is no caller (401).
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
      if (session.kind === 'API_KEY') {
        if (endpoint.apiKey === undefined) throw apiKeyRefused();
        if (!keyMayCall(session, endpoint)) throw forbidden();
      } else if (!can(session, endpoint.can)) throw forbidden();
    }
    await next();
  };
  declarations.set(guard as MiddlewareHandler, { widget, endpoint });
  return guard;
}

/** The session of the token, or the caller of an API key; loaded once per request. */
async function loadedSession(c: Context<AppEnv>): Promise<Session | null> {
  if (c.var.session !== undefined) return c.var.session;
  const { db, jwtSecret, now } = c.var.deps;
  const authorization = c.req.header('Authorization');
  const bearer = bearerToken(authorization);
  const session =
    bearer && looksLikeApiKey(bearer)
      ? await loadApiKey(db, bearer, now())
      : await loadSession(db, authorization, jwtSecret, now());
  c.set('session', session);
  return session;
}

/**
 * The caller's session, or null without a valid token, for a widget's where it may not act, and
 * for an API key (open routes answer it as a visitor).
 */
export async function optionalSession(c: Context<AppEnv>): Promise<Session | null> {
  const session = await loadedSession(c);
  if (session?.kind === 'WIDGET' && !c.var.widgetAllowed) return null;
  if (session?.kind === 'API_KEY') return null;
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
