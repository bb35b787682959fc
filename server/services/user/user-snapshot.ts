import { eq } from 'drizzle-orm';
import type { Reader } from '../../db/database';
import { users } from '../../db/schema';
import { personSnapshot } from '../history/person-snapshot';
import type { HistorySnapshot } from '../history/record-history';
import { readUserRoles } from './read-user-record';
import { readServedAreas } from './served-areas';

/** The picture key of {@link userSnapshot}, for `pictures`. */
export const USER_PICTURES = ['person.picture'];

/**
 * A user's fields for the history (issue 17.8): login, locked, the roles and what they serve as
 * a provider each as one text (in the order of `ROLES`, `BUSINESS_AREAS`) and the person's as
 * `person.*`. Never the password hash.
 */
export async function userSnapshot(db: Reader, id: number): Promise<HistorySnapshot> {
  const [row] = await db
    .select({ login: users.login, locked: users.locked, personId: users.personId })
    .from(users)
    .where(eq(users.id, id));
  if (!row) return {};
  return {
    login: row.login,
    locked: row.locked,
    roles: (await readUserRoles(db, id)).join(', '),
    servedAreas: (await readServedAreas(db, row.personId)).join(', '),
    ...(await personSnapshot(db, row.personId, 'person.')),
  };
}
