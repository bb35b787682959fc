import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { BACKEND_ERROR_CODES, ERROR_KEYS } from '../../shared/model/errors';
import { errorDetails } from '../error-details';
import { AppError } from '../errors';
import type { AppEnv } from './env';

/**
 * SQLSTATE codes no retry heals, answered with backend error 538721 (long-term fatal): the schema
 * does not fit the code (a missed migration: undefined table, column, function or type), the
 * database or its login is gone, the disk is full, data is corrupted.
 */
const LONG_TERM_FATAL_CODES = new Set([
  '42P01',
  '42703',
  '42883',
  '42704',
  '3D000',
  '28000',
  '28P01',
  '53100',
  'XX001',
  'XX002',
]);

const sqlStateOf = (error: unknown): unknown =>
  (error as { code?: unknown } | null)?.code ??
  (error as { cause?: { code?: unknown } } | null)?.cause?.code;

const isLongTermFatal = (error: unknown) => {
  const code = sqlStateOf(error);
  return typeof code === 'string' && LONG_TERM_FATAL_CODES.has(code);
};

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
  const fatal = !unavailable && isLongTermFatal(error);
  const logMessage = unavailable
    ? 'database unavailable'
    : fatal
      ? 'database unusable (long-term fatal)'
      : 'unexpected error';
  c.var.deps.logger.error(logMessage, {
    requestId,
    method: c.req.method,
    path: c.req.path,
    ...errorDetails(error),
  });
  if (unavailable) return c.json({ message: ERROR_KEYS.backendUnavailable, requestId }, 504);
  if (fatal) {
    const { longTermFatal } = BACKEND_ERROR_CODES;
    return c.json(
      { message: ERROR_KEYS.longTermFatal, backendErrorCode: longTermFatal, requestId },
      500,
    );
  }
  return c.json({ message: ERROR_KEYS.unexpected, requestId }, 500);
};
