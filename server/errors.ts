import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ERROR_KEYS, type ErrorBody, type FieldIssue } from '../shared/model/errors';

/**
 * The one error type of the server. Routes and services throw it; `onError` in app.ts turns it
 * into the error body of DESIGN §5. Anything else thrown becomes a logged 500.
 */
export class AppError extends Error {
  readonly status: ContentfulStatusCode;
  readonly body: ErrorBody;

  constructor(status: ContentfulStatusCode, body: ErrorBody) {
    super(body.message);
    this.name = 'AppError';
    this.status = status;
    this.body = body;
  }
}

export const invalidInput = (issues: FieldIssue[], message: string = ERROR_KEYS.invalidInput) =>
  new AppError(400, { message, issues });
export const unauthorized = (message: string = ERROR_KEYS.unauthorized) =>
  new AppError(401, { message });
export const forbidden = () => new AppError(403, { message: ERROR_KEYS.forbidden });
export const notFound = (message: string = ERROR_KEYS.notFound) =>
  new AppError(404, { message, requestValidButResourceNotFound: true });
export const conflict = (message: string = ERROR_KEYS.conflict) => new AppError(409, { message });
export const staleVersion = () => new AppError(409, { message: ERROR_KEYS.staleVersion });
export const tooManyRequests = (message: string) => new AppError(429, { message });
