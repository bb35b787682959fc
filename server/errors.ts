import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ERROR_KEYS, type ErrorBody, type FieldIssue } from '../shared/model/errors';
import type { MessageId } from '../shared/model/message-ids';

/**
 * The one error type of the server. Routes and services throw it; `onError` in app.ts turns it
 * into the error body of DESIGN §5. Anything else thrown becomes a logged 500.
 */
export class AppError extends Error {
  readonly status: ContentfulStatusCode;
  readonly body: ErrorBody;
  /** Extra response headers, such as Retry-After on 429 and 503. */
  readonly headers: Record<string, string>;

  constructor(status: ContentfulStatusCode, body: ErrorBody, headers: Record<string, string> = {}) {
    super(body.message);
    this.name = 'AppError';
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

export const invalidInput = (issues: FieldIssue[], message: MessageId = ERROR_KEYS.invalidInput) =>
  new AppError(400, { message, issues });
export const unauthorized = (message: MessageId = ERROR_KEYS.unauthorized) =>
  new AppError(401, { message });
export const forbidden = () => new AppError(403, { message: ERROR_KEYS.forbidden });
/** 404 for a record that is not there, or hidden from the caller: the rule in README.md. */
export const notFound = (message: MessageId = ERROR_KEYS.notFound) =>
  new AppError(404, { message, requestValidButResourceNotFound: true });
export const conflict = (message: MessageId = ERROR_KEYS.conflict) =>
  new AppError(409, { message });
export const staleVersion = () => new AppError(409, { message: ERROR_KEYS.staleVersion });
/** 429 with the seconds after which a new try may succeed (at least 1). */
export const tooManyRequests = (message: MessageId, retryAfterSeconds: number) =>
  new AppError(
    429,
    { message },
    { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  );
/** 503: the server sheds load it cannot take now (the password hashing is full). */
export const serverBusy = (retryAfterSeconds = 1) =>
  new AppError(
    503,
    { message: ERROR_KEYS.serverBusy },
    { 'Retry-After': String(retryAfterSeconds) },
  );
