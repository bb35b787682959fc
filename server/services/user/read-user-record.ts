import { eq } from 'drizzle-orm';
import { ROLES, type Role } from '../../../shared/model/enums';
import type { UserRecord } from '../../../shared/model/user';
import type { Reader } from '../../db/database';
import { userRoles, users } from '../../db/schema';
import { readPerson } from '../person/read-person';
import { readServedAreas } from './served-areas';

/** The roles of a user, in the order of {@link ROLES}. */
export async function readUserRoles(db: Reader, userId: number): Promise<Role[]> {
  const rows = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, userId));
  return rows.map((row) => row.role).sort((a, b) => ROLES.indexOf(a) - ROLES.indexOf(b));
}

/** `GET /api/user/{id}`: the user with roles and person, or null when unknown. */
export async function readUserRecord(db: Reader, id: number): Promise<UserRecord | null> {
  const [user] = await db
    .select({
      id: users.id,
      version: users.version,
      login: users.login,
      locked: users.locked,
      personId: users.personId,
    })
    .from(users)
    .where(eq(users.id, id));
  if (!user) return null;
  const [roles, person, servedAreas] = await Promise.all([
    readUserRoles(db, id),
    readPerson(db, user.personId),
    readServedAreas(db, user.personId),
  ]);
  if (!person) return null;
  const { personId: _, ...rest } = user;
  return { ...rest, roles, servedAreas, person };
}
