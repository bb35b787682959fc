import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
}

export interface LoadOptions {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  seconds?: number;
  connections?: number;
}

/** A bounded load on a loopback address: `seconds` long, then it stops by itself. */
export async function measureLoad({
  name,
  url,
  method = 'GET',
  body,
  seconds = 10,
  connections = 10,
}: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url,
    method,
    connections,
    duration: seconds,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
  };
}
