import { sign, verify } from 'hono/jwt';

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

/** The claims of a valid token, or null when it is forged, malformed or expired at `now`. */
export async function readToken(
  token: string,
  secret: string,
  now: Date,
): Promise<TokenClaims | null> {
  try {
    // hono checks `exp` against the wall clock; we check it against the injected clock instead.
    const payload = await verify(token, secret, {
      alg: 'HS256',
      exp: false,
      iat: false,
      nbf: false,
    });
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
