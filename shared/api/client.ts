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
  /**
   * Runs `load` with a view of this client whose GET requests start at once and are kept: the
   * first identical GET made within {@link PREFETCH_KEEP_MS} takes that answer (or failure)
   * instead of asking again. A widget starts its first paint's requests at mount with it.
   * @example client.prefetch?.((early) => getPublicEvents(early, 'ECA', {}));
   */
  prefetch?(load: (client: ApiClient) => unknown): void;
}

/** How long a prefetched answer waits for the request it stands in for. */
export const PREFETCH_KEEP_MS = 10_000;

/** Delay before try `n + 1` after `n` answers of 504: 1 s, then doubling (spec 000 §7). */
export function retryDelayAfter504(failedTries: number): number {
  return RETRY_DELAY_START_MS * 2 ** (failedTries - 1);
}

/** `query` appended to `url` the way ofetch did: `undefined` left out, `null` as an empty value. */
function withQuery(url: string, query: ApiRequestOptions['query']): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.append(key, value === null ? '' : String(value));
  }
  const text = search.toString();
  return text ? `${url}${url.includes('?') ? '&' : '?'}${text}` : url;
}

/** A JSON answer parsed; an empty one is `undefined`, a text that is no JSON stays text. */
function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Creates the API client: bearer header, the 401 rule, 504 retries, one error type. A plain
 * `fetch` underneath (no ofetch, ufo and destr: 3.6 KB gzip less in every widget).
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const {
    baseURL = '',
    getToken = () => null,
    isPublicContext = () => false,
    onUnauthorized = () => {},
    onNetworkIssue = () => {},
    fetch = globalThis.fetch,
  } = options;
  const root = baseURL.replace(/\/$/, '');

  /** Prefetched GET answers by address, each with when it was asked for. */
  const parked = new Map<string, { at: number; answer: Promise<unknown> }>();
  const keyOf = (
    path: string,
    { method = 'GET', query, responseType = 'json' }: ApiRequestOptions,
  ) => (method === 'GET' ? `${responseType} ${withQuery(path, query)}` : null);

  const client: ApiClient = {
    baseURL,
    prefetch(load) {
      load({
        baseURL,
        request<T>(path: string, requestOptions: ApiRequestOptions = {}) {
          const { signal: _signal, ...options } = requestOptions;
          const answer = client.request<T>(path, options);
          const key = keyOf(path, options);
          if (key) parked.set(key, { at: Date.now(), answer });
          // Nobody may take it: its failure must not surface as an unhandled rejection.
          answer.catch(() => {});
          return answer;
        },
      });
    },
    async request<T>(path: string, requestOptions: ApiRequestOptions = {}): Promise<T> {
      const key = keyOf(path, requestOptions);
      const early = key ? parked.get(key) : undefined;
      if (key && early) {
        parked.delete(key);
        if (Date.now() - early.at < PREFETCH_KEEP_MS) return early.answer as Promise<T>;
      }
      const {
        anonymous = false,
        responseType = 'json',
        body,
        token: given,
        method = 'GET',
        query,
        signal,
      } = requestOptions;
      const token = anonymous ? null : (given ?? getToken());
      const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
      const form = body instanceof FormData;
      if (body && !form) {
        headers['content-type'] = 'application/json';
        headers.accept = 'application/json';
      }
      const init: RequestInit = {
        method,
        headers,
        signal,
        body: form ? body : body === undefined ? undefined : JSON.stringify(body),
      };
      const url = withQuery(root + path, query);
      let response: Response;
      // A 504 means the database is unavailable and nothing was stored, so even a POST may repeat.
      for (let tries = 1; ; tries++) {
        try {
          response = await fetch(url, init);
        } catch (error) {
          // A caller's own abort is no failure of the network; pass it on untouched.
          if (signal?.aborted) throw signal.reason ?? error;
          onNetworkIssue();
          throw ApiError.networkIssue();
        }
        if (response.status !== 504 || tries >= MAX_TRIES_ON_504) break;
        await sleep(retryDelayAfter504(tries));
      }
      if (response.ok) {
        if (responseType === 'blob') return (await response.blob()) as T;
        const text = await response.text();
        return (responseType === 'text' ? text : parseJson(text)) as T;
      }
      if (response.status === 401 && !anonymous) {
        onUnauthorized(isPublicContext() ? 'logoutWithoutRedirect' : 'logout');
      }
      // The error body is JSON whatever answer the call expected.
      const data = parseJson(await response.text().catch(() => ''));
      throw ApiError.fromResponse(response.status, data, responseMeta(response.headers));
    },
  };
  return client;
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
