import type { MessageId } from './message-ids';
/** The one error body every failing API call answers (DESIGN §5 "API"). `message` is a catalog key. */
export interface ErrorBody {
  message: MessageId;
  backendErrorCode?: number;
  requestValidButResourceNotFound?: boolean;
  issues?: FieldIssue[];
  /** Set on 500 answers so a support request can be matched with the server log. */
  requestId?: string;
}

/**
 * The backend error codes of spec 002 §8 (shared/api/README.md "Report signatures").
 * `longTermFatal` is sent by the server when retrying cannot help (server/http/on-error.ts);
 * `reportable` is the code the office puts into the signature of any other backend error.
 */
export const BACKEND_ERROR_CODES = {
  longTermFatal: 538721,
  reportable: 823419,
} as const;

/** One invalid field: `path` is dotted (`addressSet.0.zip`), `message` a catalog key. */
export interface FieldIssue {
  path: string;
  message: MessageId;
  /** Values the message's text interpolates (the services a capacity refusal names). */
  values?: Record<string, string | number>;
}

/**
 * A valibot issue's message as a catalog key. Every schema of shared/model and shared/rules
 * passes a catalog key as its message (the server's parser defaults to `error.invalidInput`),
 * so this one cast stands for all flatteners instead of a cast in each.
 */
export const issueMessage = (issue: { message: string }): MessageId => issue.message as MessageId;

/** Message keys the server answers with. */
export const ERROR_KEYS = {
  invalidInput: 'error.invalidInput',
  malformedJson: 'error.malformedJson',
  bodyTooLarge: 'error.bodyTooLarge',
  unauthorized: 'error.unauthorized',
  forbidden: 'error.forbidden',
  notFound: 'error.notFound',
  conflict: 'error.conflict',
  staleVersion: 'error.staleVersion',
  unexpected: 'error.unexpected',
  backendUnavailable: 'error.backendUnavailable',
  /** The server cannot work on (its database schema does not fit, the database is gone). */
  longTermFatal: 'error.longTermFatal',
  networkIssue: 'error.networkIssue',
  invalidCredentials: 'auth.invalidCredentials',
  tooManyAttempts: 'auth.tooManyAttempts',
  accountLocked: 'auth.accountLocked',
  wrongPassword: 'auth.wrongPassword',
  serverBusy: 'error.serverBusy',
  /** A widget's session tried what only the portal's full session may do. */
  portalSessionRequired: 'auth.portalSessionRequired',
} as const;
