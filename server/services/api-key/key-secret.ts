import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX } from '../../../shared/model/api-key';

/** A new key: what the provider is shown once, its stored hash and its public prefix. */
export interface NewKeySecret {
  key: string;
  hash: string;
  prefix: string;
}

/** The SHA-256 of a whole key, as stored: a key of 256 random bits needs no slow hash. */
export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * `kb_<id>_<secret>`: the recognisable prefix, a public id of 8 hex digits (named in lists and
 * logs, so a leaked key is easy to find and revoke) and a secret of 32 random bytes (base64url).
 * `random` is for the seed's repeatable keys.
 */
export function newKeySecret(random: (size: number) => Buffer = randomBytes): NewKeySecret {
  const prefix = `${API_KEY_PREFIX}${random(4).toString('hex')}`;
  const key = `${prefix}_${random(32).toString('base64url')}`;
  return { key, hash: hashApiKey(key), prefix };
}

/** Whether a bearer value is shaped like a key (not a session token, which starts `eyJ`). */
export const looksLikeApiKey = (bearer: string) =>
  /^kb_[0-9a-f]{8}_[A-Za-z0-9_-]{43}$/.test(bearer);
