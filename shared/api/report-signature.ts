import { BACKEND_ERROR_CODES } from '../model/errors';
import type { ApiError } from './api-error';

/** Where the process id is unknown (no answer, or an error of the browser's own code). */
const NO_PROCESS = '00000000';

/** `20261124T140312Z`: UTC to the second, one token without separators. */
function compactTimestamp(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
}

/** The first 8 letters or digits of the server's request id: enough to grep the log by. */
function processIdOf(requestId: string | undefined): string {
  const id = (requestId ?? '')
    .replace(/[^0-9a-z]/gi, '')
    .slice(0, 8)
    .toLowerCase();
  return id || NO_PROCESS;
}

/**
 * The report signature of spec 002 §8: timestamp, process id, 0 or 1, and code, joined by `-`,
 * e.g. `20261124T140312Z-3f9a2c1b-0-823419`.
 * - timestamp: when the server answered (its Date header), else `now`, in UTC;
 * - process id: the start of the server's request id (`X-Request-Id`), which the server logs;
 * - 0 or 1: 1 when the request was valid but its resource was not found
 *   (`requestValidButResourceNotFound`);
 * - code: the answer's `backendErrorCode` (538721 long-term fatal), else 823419.
 */
export function reportSignature(
  error: Partial<
    Pick<ApiError, 'at' | 'requestId' | 'requestValidButResourceNotFound' | 'backendErrorCode'>
  >,
  now: Date = new Date(),
): string {
  const code = error.backendErrorCode ?? BACKEND_ERROR_CODES.reportable;
  const flag = error.requestValidButResourceNotFound ? 1 : 0;
  return `${compactTimestamp(error.at ?? now)}-${processIdOf(error.requestId)}-${flag}-${code}`;
}
