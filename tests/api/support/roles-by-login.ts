import { eq } from 'drizzle-orm';
import type { Role } from '../../../shared/model/enums';
import type { Database } from '../../../server/db/database';
import { userRoles, users } from '../../../server/db/schema';

/** Every user's roles by login, as the database holds them (for tests that walk identities). */
export async function readRolesByLogin(db: Database): Promise<Map<string, Role[]>> {
  const rows = await db
    .select({ login: users.login, role: userRoles.role })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id));
  const roles = new Map<string, Role[]>();
  for (const row of rows) roles.set(row.login, [...(roles.get(row.login) ?? []), row.role as Role]);
  return roles;
}
