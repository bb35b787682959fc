import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  /** Answers with a 2xx status per second: errors, however fast, are not throughput. */
  okPerSecond: number;
  /** Answers received in the whole run. */
  requests: number;
  /** From every response's time (autocannon's own table has p90 and p97.5, no p95). */
  p95Ms: number;
  p99Ms: number;
  non2xx: number;
}

export interface LoadOptions {
  name: string;
  url: string;
  method?: 'GET' | 'POST' | 'PUT';
  body?: unknown;
  /**
   * Bodies handed out round-robin across all connections instead of one `body`, so requests in
   * flight at once differ (sign-ins of several accounts, which the per-login limit counts apart).
   */
  bodies?: readonly unknown[];
  seconds?: number;
  connections?: number;
  /** Extra request headers (a bearer token for an office list). */
  headers?: Record<string, string>;
  /**
   * One request, timed alone: a run that writes (the invoice run), whose second request would
   * measure something else. Its p95 and p99 are its time.
   */
  once?: boolean;
}

/** {@link LoadOptions.once}: one request, its wall time as p95 and p99. */
async function measureOnce({ name, url, method = 'GET', body, headers = {} }: LoadOptions) {
  const started = performance.now();
  const response = await fetch(url, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await response.arrayBuffer();
  const ms = Math.round(performance.now() - started);
  const ok = response.ok ? 1 : 0;
  return {
    name,
    requestsPerSecond: 0,
    okPerSecond: 0,
    requests: 1,
    p95Ms: ms,
    p99Ms: ms,
    non2xx: 1 - ok,
  };
}

/** A bounded load on a loopback address: `seconds` long, then it stops by itself. */
export async function measureLoad(options: LoadOptions): Promise<LoadResult> {
  if (options.once) return measureOnce(options);
  const {
    name,
    url,
    method = 'GET',
    body,
    bodies,
    seconds = 10,
    connections = 10,
    headers = {},
  } = options;
  let next = 0;
  const rotating = bodies?.length
    ? [
        {
          setupRequest: (request: object) => ({
            ...request,
            body: JSON.stringify(bodies[next++ % bodies.length]),
          }),
        },
      ]
    : undefined;
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon(
      {
        url,
        method,
        connections,
        duration: seconds,
        headers: {
          ...headers,
          ...(body === undefined && !bodies ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        requests: rotating,
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    run.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  });
  times.sort((a, b) => a - b);
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    okPerSecond: Math.round(
      result.requests.average * (1 - result.non2xx / Math.max(1, result.requests.total)),
    ),
    requests: result.requests.total,
    p95Ms: Math.round(times[Math.floor(times.length * 0.95)] ?? 0),
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
  };
}
