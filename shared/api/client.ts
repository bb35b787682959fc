import { FetchError, createFetch } from 'ofetch';
import type { FetchContext } from 'ofetch';
import { MAX_TRIES_ON_504, RETRY_DELAY_START_MS } from '../model/limits';
import { ApiError, type ResponseMeta } from './api-error';

/** How a 401 ends the session: with the redirect to /login, or quietly (public page, embedded frame). */
export type UnauthorizedMode = 'logout' | 'logoutWithoutRedirect';

/** Options of {@link createApiClient}; every callback defaults to doing nothing. */
export interface ApiClientOptions {
  /** Origin (and path prefix) of the API; empty for the page's own origin. */
  baseURL?: string;
  /** The session's bearer token, read on every request so a new sign-in applies at once. */
  getToken?: () => string | null | undefined;
  /** True on a public page or inside an embedding frame (spec 000 §8, 401 rule). */
  isPublicContext?: () => boolean;
  /** Called before a 401 is thrown, so the session ends wherever the call came from. */
  onUnauthorized?: (mode: UnauthorizedMode) => void;
  /** Called when a request got no response (the portal shows the snackbar `error.networkIssue`). */
  onNetworkIssue?: () => void;
  /** The fetch to use; tests inject one. */
  fetch?: typeof globalThis.fetch;
}

/** Options of one request. */
export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object or array is sent as JSON; FormData as multipart. */
  body?: object;
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
  /** Expect a plain-text answer (sso-login, confirm-email) instead of JSON. */
  responseType?: 'json' | 'text' | 'blob';
  /**
   * A call outside the session (sign-in, sign-up): no bearer header, and a 401 is an answer to
   * show, not an expired session, so the 401 rule does not apply.
   */
  anonymous?: boolean;
  /** The bearer token to send instead of the session's (sign-out sends the one it ends). */
  token?: string;
}

/** The one HTTP client of an app instance (DESIGN §5 "Client"); every failure is an {@link ApiError}. */
export interface ApiClient {
  request<T>(path: string, options?: ApiRequestOptions): Promise<T>;
  /** Where the API lives ('' for the page's own origin), for addresses such as pictures. */
  readonly baseURL: string;
}

/** Delay before try `n + 1` after `n` answers of 504: 1 s, then doubling (spec 000 §7). */
export function retryDelayAfter504(failedTries: number): number {
  return RETRY_DELAY_START_MS * 2 ** (failedTries - 1);
}

/** Creates the API client: bearer header, the 401 rule, 504 retries, one error type. */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const {
    baseURL = '',
    getToken = () => null,
    isPublicContext = () => false,
    onUnauthorized = () => {},
    onNetworkIssue = () => {},
    fetch = globalThis.fetch,
  } = options;
  const $fetch = createFetch({ fetch });

  return {
    baseURL,
    async request<T>(path: string, requestOptions: ApiRequestOptions = {}): Promise<T> {
      const {
        anonymous = false,
        responseType = 'json',
        body,
        token: given,
        ...rest
      } = requestOptions;
      const token = anonymous ? null : (given ?? getToken());
      try {
        return await $fetch<T>(path, {
          ...rest,
          // ofetch types a JSON body as a record; arrays (PUT /api/configuration) are JSON too.
          body: body as Record<string, unknown> | FormData | undefined,
          baseURL,
          responseType: responseType as 'json',
          headers: token ? { Authorization: `Bearer ${token}` } : {},
          // A 504 means the database is unavailable and nothing was stored, so even a POST may repeat.
          retry: MAX_TRIES_ON_504 - 1,
          retryStatusCodes: [504],
          retryDelay: (context: FetchContext) =>
            retryDelayAfter504(MAX_TRIES_ON_504 - (context.options.retry as number)),
        });
      } catch (error) {
        if (!(error instanceof FetchError)) throw error;
        const response = error.response;
        if (!response) {
          // A caller's own abort is no failure of the network; pass it on untouched.
          if (rest.signal?.aborted) throw rest.signal.reason ?? error;
          onNetworkIssue();
          throw ApiError.networkIssue();
        }
        if (response.status === 401 && !anonymous) {
          onUnauthorized(isPublicContext() ? 'logoutWithoutRedirect' : 'logout');
        }
        throw ApiError.fromResponse(response.status, error.data, responseMeta(response.headers));
      }
    },
  };
}

/** The request id and answer time of a failed call, as the headers carry them. */
function responseMeta(headers: Headers): ResponseMeta {
  const date = headers.get('Date');
  const at = date ? new Date(date) : undefined;
  return {
    requestId: headers.get('X-Request-Id') ?? undefined,
    at: at && !Number.isNaN(at.getTime()) ? at : undefined,
  };
}
