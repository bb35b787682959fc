import { createHmac, timingSafeEqual } from 'node:crypto';
import { sign } from 'hono/jwt';

/** How long a session lasts after sign-in. */
export const TOKEN_LIFETIME_SECONDS = 8 * 60 * 60;

export interface TokenClaims {
  userId: number;
  personId: number;
  /** The server-side session (sessions.ts); a token without one is refused. */
  sessionId: string;
}

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

/** Signs a bearer token (HS256). Roles are not trusted from it: the guard reads them fresh. */
export async function issueToken(
  claims: TokenClaims,
  secret: string,
  now: Date,
): Promise<IssuedToken> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const exp = issuedAt + TOKEN_LIFETIME_SECONDS;
  const token = await sign(
    { sub: String(claims.userId), pid: claims.personId, sid: claims.sessionId, iat: issuedAt, exp },
    secret,
    'HS256',
  );
  return { token, expiresAt: new Date(exp * 1000) };
}

/**
 * The payload of an HS256 token whose signature is `secret`'s, or null. Checked with
 * node:crypto's HMAC in the request's own turn: WebCrypto (hono's `verify`) hands every
 * signature to the thread pool, which under load cost more than the rest of the guard.
 */
function verifiedPayload(token: string, secret: string): Record<string, unknown> | null {
  const [header, payload, signature, ...rest] = token.split('.');
  if (header === undefined || payload === undefined || signature === undefined || rest.length > 0)
    return null;
  const { alg } = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as {
    alg?: unknown;
  };
  if (alg !== 'HS256') return null;
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : null;
}

/** The claims of a valid token, or null when it is forged, malformed or expired at `now`. */
export async function readToken(
  token: string,
  secret: string,
  now: Date,
): Promise<TokenClaims | null> {
  try {
    // `exp` is checked against the injected clock, not the wall clock.
    const payload = verifiedPayload(token, secret);
    if (!payload) return null;
    const userId = Number(payload.sub);
    const personId = Number(payload.pid);
    if (typeof payload.exp !== 'number' || payload.exp * 1000 <= now.getTime()) return null;
    if (!Number.isInteger(userId) || !Number.isInteger(personId)) return null;
    if (typeof payload.sid !== 'string' || payload.sid === '') return null;
    return { userId, personId, sessionId: payload.sid };
  } catch {
    return null;
  }
}

/** The token of an `Authorization: Bearer …` header, if there is one. */
export function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}
