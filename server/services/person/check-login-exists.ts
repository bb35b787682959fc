import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Reader } from '../../db/database';

/** Whether a user account with that login exists; logins are stored in lower case. */
export async function loginExists(db: Reader, login: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.login, login.trim().toLowerCase()))
    .limit(1);
  return row !== undefined;
}
