import { ERROR_KEYS } from '../../../shared/model/errors';
import type { Database } from '../../db/database';
import { tooManyRequests } from '../../errors';
import { clearAttempts, giveBackAttempt, takeAttempt, type AttemptRule } from './attempt-limits';

/**
 * Guesses for one login from one address: 5 per window; the window starts at a minute and
 * doubles with each new one while failures keep the counter (1, 2, 4 … 64 minutes), so a
 * guesser's pace falls to about 5 an hour. A success from that address forgets it.
 * Keyed by login AND address, so nobody elsewhere can lock the owner out.
 */
export const SIGN_IN_PER_LOGIN_AND_ADDRESS: AttemptRule = {
  purpose: 'sign-in',
  limit: 5,
  windowMs: 60_000,
  maxDoublings: 6,
};

/**
 * Failed sign-ins from one address across all logins (trying one password on many accounts):
 * 30 per 10 minutes, generous enough for a school's shared address. Successes are given back.
 */
export const SIGN_IN_PER_ADDRESS: AttemptRule = {
  purpose: 'sign-in-address',
  limit: 30,
  windowMs: 10 * 60_000,
  maxDoublings: 0,
};

/** What a sign-in took, to settle once the password was checked (or not). */
export interface SignInAttempt {
  /** The password was right: forget the login's failures here, give the address's back. */
  succeeded(): Promise<void>;
  /** The password was never checked (the hashing was full): give both back. */
  notChecked(): Promise<void>;
}

/**
 * Takes the sign-in attempt before the password is checked, atomically per (login, address)
 * and per address; answers 429 with Retry-After when either is used up.
 */
export async function takeSignInAttempt(
  db: Database,
  { login, address, now }: { login: string; address: string; now: Date },
): Promise<SignInAttempt> {
  const pairKey = { subject: login, address };
  const addressKey = { address };
  const pair = await takeAttempt(db, SIGN_IN_PER_LOGIN_AND_ADDRESS, pairKey, now);
  if (!pair.allowed) throw tooManyRequests(ERROR_KEYS.tooManyAttempts, pair.retryAfterSeconds);
  const perAddress = await takeAttempt(db, SIGN_IN_PER_ADDRESS, addressKey, now);
  if (!perAddress.allowed) {
    await giveBackAttempt(db, SIGN_IN_PER_LOGIN_AND_ADDRESS, pairKey);
    throw tooManyRequests(ERROR_KEYS.tooManyAttempts, perAddress.retryAfterSeconds);
  }
  return {
    async succeeded() {
      await clearAttempts(db, SIGN_IN_PER_LOGIN_AND_ADDRESS, pairKey);
      await giveBackAttempt(db, SIGN_IN_PER_ADDRESS, addressKey);
    },
    async notChecked() {
      await giveBackAttempt(db, SIGN_IN_PER_LOGIN_AND_ADDRESS, pairKey);
      await giveBackAttempt(db, SIGN_IN_PER_ADDRESS, addressKey);
    },
  };
}
