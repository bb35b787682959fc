import { eq, sql } from 'drizzle-orm';
import { REGISTER_KEYS, type ResetPasswordInput } from '../../../shared/model/register';
import type { Database } from '../../db/database';
import { failedSignIns, users } from '../../db/schema';
import { invalidInput } from '../../errors';
import { hashPassword } from './password';
import { redeemUserToken, revokeUserTokens } from './user-tokens';

/**
 * Sets a new password with a reset link's token. The token works once and within its hour;
 * every other open reset link of the user stops working too.
 */
export async function resetPassword(
  db: Database,
  { token, password }: ResetPasswordInput,
  { now }: { now: Date },
): Promise<void> {
  const passwordHash = await hashPassword(password);
  const done = await db.transaction(async (tx) => {
    const userId = await redeemUserToken(tx, { token, purpose: 'RESET_PASSWORD', now });
    if (userId === null) return false;
    const [user] = await tx
      .update(users)
      .set({ passwordHash, version: sql`${users.version} + 1` })
      .where(eq(users.id, userId))
      .returning({ login: users.login });
    await revokeUserTokens(tx, { userId, purpose: 'RESET_PASSWORD', now });
    // Whoever was locked out by failed guesses may sign in with the new password at once.
    if (user) await tx.delete(failedSignIns).where(eq(failedSignIns.login, user.login));
    return true;
  });
  if (!done) {
    throw invalidInput(
      [{ path: 'token', message: REGISTER_KEYS.resetLinkInvalid }],
      REGISTER_KEYS.resetLinkInvalid,
    );
  }
}
