import { eq, sql } from 'drizzle-orm';
import type { ChangePasswordInput } from '../../../shared/model/auth';
import { ERROR_KEYS } from '../../../shared/model/errors';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { invalidInput } from '../../errors';
import type { Session } from './session';
import type { PasswordHasher } from './password';
import { endUserSessions } from './sessions';

export interface ChangePasswordOptions {
  passwords: PasswordHasher;
  now: Date;
}

/**
 * Changes the signed-in user's password after checking the current one. Every other session of
 * the user ends (a stolen token stops working); the caller's own stays, so whoever changed it is
 * not thrown out (the portal signs out afterwards anyway, spec 000 §4).
 */
export async function changePassword(
  db: Database,
  session: Pick<Session, 'userId' | 'sessionId'>,
  input: ChangePasswordInput,
  { passwords, now }: ChangePasswordOptions,
): Promise<void> {
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, session.userId));
  if (!user?.passwordHash || !(await passwords.verify(input.oldPassword, user.passwordHash))) {
    throw invalidInput(
      [{ path: 'oldPassword', message: ERROR_KEYS.wrongPassword }],
      ERROR_KEYS.wrongPassword,
    );
  }
  const passwordHash = await passwords.hash(input.newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, version: sql`${users.version} + 1` })
      .where(eq(users.id, session.userId));
    await endUserSessions(tx, session.userId, now, { except: session.sessionId });
  });
}
