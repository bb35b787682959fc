import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ERROR_KEYS } from '../../shared/model/errors';
import { errorDetails } from '../error-details';
import { AppError } from '../errors';
import type { AppEnv } from './env';

/** Postgres and PGlite error codes that mean the database cannot be reached or is shutting down. */
const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08006']);

const isDatabaseUnavailable = (error: unknown) => {
  const code =
    (error as { code?: unknown; cause?: { code?: unknown } }).code ??
    (error as { cause?: { code?: unknown } }).cause?.code;
  return typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code === 'ECONNREFUSED');
};

/** Turns whatever a handler threw into the one error body of DESIGN §5. */
export const onError: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof AppError) return c.json(error.body, error.status, error.headers);
  if (error instanceof HTTPException && error.status === 400) {
    return c.json({ message: ERROR_KEYS.malformedJson }, 400);
  }
  if (error instanceof HTTPException && error.status < 500) {
    return c.json({ message: ERROR_KEYS.invalidInput }, error.status);
  }
  const requestId = c.var.requestId;
  const unavailable = isDatabaseUnavailable(error);
  c.var.deps.logger.error(unavailable ? 'database unavailable' : 'unexpected error', {
    requestId,
    method: c.req.method,
    path: c.req.path,
    ...errorDetails(error),
  });
  if (unavailable) return c.json({ message: ERROR_KEYS.backendUnavailable, requestId }, 504);
  return c.json({ message: ERROR_KEYS.unexpected, requestId }, 500);
};
