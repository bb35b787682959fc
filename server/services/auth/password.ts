import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { createHashLimit, type HashLimit, type HashLimitOptions } from './hash-limit';

/** scrypt parameters (OWASP minimum for scrypt: N=2^17, r=8, p=1) with a 16-byte salt. */
const N = 2 ** 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const MAX_MEMORY = 256 * N * R;

function scrypt(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password, salt, KEY_LENGTH, { N: n, r, p, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/**
 * Hashes a password as `scrypt$N$r$p$salt$hash` (base64), so the parameters can be raised later
 * without invalidating stored hashes.
 */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, N, R, P);
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Checks a password against a stored hash in constant time; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(
    password,
    Buffer.from(salt, 'base64'),
    Number(n),
    Number(r),
    Number(p),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash of a random password, verified against when a login is unknown so timing reveals nothing. */
let decoyHash: Promise<string> | undefined;
export function getDecoyHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return decoyHash;
}

/** Password hashing for requests, bounded by a {@link HashLimit}; see hash-limit.ts. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  readonly limit: HashLimit;
}

/** The hasher the app's routes use; `createApp` makes one unless the caller injects its own. */
export function createPasswordHasher(options: HashLimitOptions = {}): PasswordHasher {
  const limit = createHashLimit(options);
  return {
    hash: (password) => limit.run(() => hashPassword(password)),
    verify: (password, stored) => limit.run(() => verifyPassword(password, stored)),
    limit,
  };
}
