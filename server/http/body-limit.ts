import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { matchedRoutes } from 'hono/route';
import { ERROR_KEYS } from '../../shared/model/errors';
import { AppError } from '../errors';
import type { AppEnv } from './env';

/** What any API route may be sent unless it declares more: JSON forms are a few kilobytes. */
export const DEFAULT_MAX_BODY = 1_000_000;

const ownLimits = new WeakSet<MiddlewareHandler>();

const tooLarge = () => {
  throw new AppError(413, { message: ERROR_KEYS.bodyTooLarge });
};

/**
 * A route's own body limit, for the few routes that take more than {@link DEFAULT_MAX_BODY}
 * (a picture upload). The general limit then steps aside for that route; `onError` lets the
 * route answer in its own words (the person form's "picture too large" on the field).
 */
export function routeBodyLimit(
  maxSize: number,
  onError: () => never = tooLarge,
): MiddlewareHandler<AppEnv> {
  const limit = bodyLimit({ maxSize, onError }) as MiddlewareHandler<AppEnv>;
  ownLimits.add(limit as MiddlewareHandler);
  return limit;
}

const BODILESS = new Set(['GET', 'HEAD', 'OPTIONS']);

const defaultLimit = bodyLimit({ maxSize: DEFAULT_MAX_BODY, onError: tooLarge });

/**
 * The body limit of every API route: 413 as soon as the declared length or the bytes read pass
 * the limit, so a huge body is never held in memory. Routes with {@link routeBodyLimit} among
 * their handlers are limited there instead.
 */
export const apiBodyLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
  // No route reads the body of a read, and asking for it (`c.req.raw.body`) makes the Node
  // adapter build a full Request: a third of what answering `GET /api/config` cost.
  if (BODILESS.has(c.req.method)) return next();
  const declaresOwn = matchedRoutes(c).some((route) =>
    ownLimits.has(route.handler as MiddlewareHandler),
  );
  if (declaresOwn) return next();
  return defaultLimit(c, next);
};
