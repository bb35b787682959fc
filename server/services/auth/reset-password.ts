import { eq, sql } from 'drizzle-orm';
import { REGISTER_KEYS, type ResetPasswordInput } from '../../../shared/model/register';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { invalidInput } from '../../errors';
import { clearAttemptsOf } from './attempt-limits';
import type { PasswordHasher } from './password';
import { endUserSessions } from './sessions';
import { SIGN_IN_PER_LOGIN_AND_ADDRESS } from './sign-in-limits';
import { redeemUserToken, revokeUserTokens } from './user-tokens';

export interface ResetPasswordOptions {
  passwords: PasswordHasher;
  now: Date;
}

/**
 * Sets a new password with a reset link's token. The token works once and within its hour;
 * every other open reset link of the user stops working too, and every session ends.
 */
export async function resetPassword(
  db: Database,
  { token, password }: ResetPasswordInput,
  { passwords, now }: ResetPasswordOptions,
): Promise<void> {
  const passwordHash = await passwords.hash(password);
  const done = await db.transaction(async (tx) => {
    const userId = await redeemUserToken(tx, { token, purpose: 'RESET_PASSWORD', now });
    if (userId === null) return false;
    const [user] = await tx
      .update(users)
      .set({ passwordHash, version: sql`${users.version} + 1` })
      .where(eq(users.id, userId))
      .returning({ login: users.login });
    await revokeUserTokens(tx, { userId, purpose: 'RESET_PASSWORD', now });
    await endUserSessions(tx, userId, now);
    // Whoever was slowed down by failed guesses may sign in with the new password at once.
    if (user) await clearAttemptsOf(tx, SIGN_IN_PER_LOGIN_AND_ADDRESS, user.login);
    return true;
  });
  if (!done) {
    throw invalidInput(
      [{ path: 'token', message: REGISTER_KEYS.resetLinkInvalid }],
      REGISTER_KEYS.resetLinkInvalid,
    );
  }
}
