import type { ErrorBody, FieldIssue } from '../model/errors';
import { ERROR_KEYS } from '../model/errors';
import type { MessageId } from '../model/message-ids';

/** What {@link ApiError} is built from; `status` 0 means no response arrived. */
export interface ApiErrorInit {
  status: number;
  messageKey: MessageId;
  backendErrorCode?: number;
  issues?: FieldIssue[];
  requestValidButResourceNotFound?: boolean;
  requestId?: string;
  /** When the server answered (its `Date` header), for the report signature. */
  at?: Date;
}

/** What an answer's headers add to its body: the request id and the time of the answer. */
export interface ResponseMeta {
  requestId?: string;
  at?: Date;
}

/**
 * The one error every failing API call throws (DESIGN §5 "Client"). `messageKey` is a catalog id,
 * so callers show `i18n._(error.messageKey)` without knowing where the failure came from.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status, or 0 when the request got no response (network failure). */
  readonly status: number;
  readonly messageKey: MessageId;
  readonly backendErrorCode: number | undefined;
  /** Invalid fields of a 400 answer; empty otherwise. */
  readonly issues: FieldIssue[];
  readonly requestValidButResourceNotFound: boolean;
  /**
   * The server's id of the request (body of a 500, else the `X-Request-Id` header): the report
   * signature quotes it, so support finds the request in the server log.
   */
  readonly requestId: string | undefined;
  /** When the server answered, or undefined without an answer. */
  readonly at: Date | undefined;

  constructor(init: ApiErrorInit) {
    super(init.messageKey);
    this.status = init.status;
    this.messageKey = init.messageKey;
    this.backendErrorCode = init.backendErrorCode;
    this.issues = init.issues ?? [];
    this.requestValidButResourceNotFound = init.requestValidButResourceNotFound ?? false;
    this.requestId = init.requestId;
    this.at = init.at;
  }

  /** Builds the error from an HTTP answer, falling back to a key per status when the body has none. */
  static fromResponse(status: number, body: unknown, meta: ResponseMeta = {}): ApiError {
    const errorBody = isErrorBody(body) ? body : undefined;
    return new ApiError({
      status,
      messageKey: errorBody?.message ?? fallbackKey(status),
      backendErrorCode: errorBody?.backendErrorCode,
      issues: errorBody?.issues,
      requestValidButResourceNotFound: errorBody?.requestValidButResourceNotFound,
      requestId: errorBody?.requestId ?? meta.requestId,
      at: meta.at,
    });
  }

  /** The error of a request that got no response at all. */
  static networkIssue(): ApiError {
    return new ApiError({ status: 0, messageKey: ERROR_KEYS.networkIssue });
  }
}

/** Tells whether `error` is an {@link ApiError} with the given status (any status when omitted). */
export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

function isErrorBody(body: unknown): body is ErrorBody {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { message?: unknown }).message === 'string'
  );
}

// A proxy or a crashed server may answer without our error body; the status still says enough.
function fallbackKey(status: number): MessageId {
  switch (status) {
    case 400:
      return ERROR_KEYS.invalidInput;
    case 401:
      return ERROR_KEYS.unauthorized;
    case 403:
      return ERROR_KEYS.forbidden;
    case 404:
      return ERROR_KEYS.notFound;
    case 409:
      return ERROR_KEYS.conflict;
    case 502:
    case 503:
    case 504:
      return ERROR_KEYS.backendUnavailable;
    default:
      return ERROR_KEYS.unexpected;
  }
}

/** The catalog id to show for a failed call: the server's key, or "unexpected" for anything else. */
export const failureKey = (error: unknown): MessageId =>
  isApiError(error) ? error.messageKey : ERROR_KEYS.unexpected;
