import { eq } from 'drizzle-orm';
import type { UserSaved } from '../../../shared/model/user';
import type { Reader } from '../../db/database';
import { persons, users } from '../../db/schema';

/** What a save and a lock answer: the user as stored now, named by their person. */
export async function readUserSaved(db: Reader, id: number): Promise<UserSaved> {
  const [saved] = await db
    .select({
      id: users.id,
      version: users.version,
      login: users.login,
      locked: users.locked,
      givenName: persons.givenName,
      familyName: persons.familyName,
    })
    .from(users)
    .innerJoin(persons, eq(persons.id, users.personId))
    .where(eq(users.id, id));
  return saved as UserSaved;
}
