import { eq } from 'drizzle-orm';
import type { Reader } from '../../db/database';
import { persons, users } from '../../db/schema';
import { normaliseLogin } from '../auth/sign-in';

/** The account behind an e-mail address (logins are e-mail addresses, compared in lower case). */
export async function findUserByLogin(db: Reader, email: string) {
  const [user] = await db
    .select({
      id: users.id,
      personId: users.personId,
      login: users.login,
      givenName: persons.givenName,
    })
    .from(users)
    .innerJoin(persons, eq(persons.id, users.personId))
    .where(eq(users.login, normaliseLogin(email)));
  return user ?? null;
}
