/** Attributes of a cookie written by {@link serializeCookie}. */
export interface CookieOptions {
  /** Lifetime in seconds; 0 deletes the cookie. Without it the cookie ends with the browser session. */
  maxAgeSeconds?: number;
  path?: string;
  sameSite?: 'Strict' | 'Lax' | 'None';
  secure?: boolean;
}

/** The `document.cookie` assignment that sets `name` to `value`. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const { maxAgeSeconds, path = '/', sameSite = 'Lax', secure = false } = options;
  const parts = [`${name}=${encodeURIComponent(value)}`, `path=${path}`, `SameSite=${sameSite}`];
  if (maxAgeSeconds !== undefined) parts.push(`max-age=${Math.max(0, Math.floor(maxAgeSeconds))}`);
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** The value of cookie `name` in a `document.cookie` string, or null. */
export function parseCookie(cookieHeader: string, name: string): string | null {
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(pair.slice(separator + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

const hasDocument = () => typeof document !== 'undefined';

/** Reads cookie `name` of the current page; null outside a browser. */
export function readCookie(name: string): string | null {
  return hasDocument() ? parseCookie(document.cookie, name) : null;
}

/** Writes cookie `name` on the current page; does nothing outside a browser. */
export function writeCookie(name: string, value: string, options?: CookieOptions): void {
  if (hasDocument()) document.cookie = serializeCookie(name, value, options);
}

/** Deletes cookie `name` (same path as it was written with). */
export function deleteCookie(
  name: string,
  options: Omit<CookieOptions, 'maxAgeSeconds'> = {},
): void {
  writeCookie(name, '', { ...options, maxAgeSeconds: 0 });
}
