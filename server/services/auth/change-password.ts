import { eq, sql } from 'drizzle-orm';
import type { ChangePasswordInput } from '../../../shared/model/auth';
import { ERROR_KEYS } from '../../../shared/model/errors';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { invalidInput } from '../../errors';
import { hashPassword, verifyPassword } from './password';

/** Changes the signed-in user's password after checking the current one. */
export async function changePassword(
  db: Database,
  userId: number,
  input: ChangePasswordInput,
): Promise<void> {
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.passwordHash || !(await verifyPassword(input.oldPassword, user.passwordHash))) {
    throw invalidInput(
      [{ path: 'oldPassword', message: ERROR_KEYS.wrongPassword }],
      ERROR_KEYS.wrongPassword,
    );
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db
    .update(users)
    .set({ passwordHash, version: sql`${users.version} + 1` })
    .where(eq(users.id, userId));
}
