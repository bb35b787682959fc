import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { userTokens } from '../../db/schema';

/** Whether a user confirmed the sign-up e-mail address (for the registrations screen). */
export async function isEmailConfirmed(db: Database, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: userTokens.id })
    .from(userTokens)
    .where(
      and(
        eq(userTokens.userId, userId),
        eq(userTokens.purpose, 'CONFIRM_EMAIL'),
        isNotNull(userTokens.usedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}
