import { eq, sql } from 'drizzle-orm';
import type { RoleHolder } from '../../../shared/access/has-role';
import type { UserSaved } from '../../../shared/model/user';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { notFound } from '../../errors';
import { checkAdminRoles, keepOneSysAdmin } from './admin-roles';
import { readUserRoles } from './read-user-record';
import { readUserSaved } from './user-saved';

/**
 * `PUT /api/user/{id}/lock`: locks or unlocks a user. Locking ends every session of the user
 * in the same transaction (the trigger of migration 0001 on `users.locked`, see
 * services/auth/README.md), and `loadSession` refuses a locked user's token besides, so the
 * user's next request answers 401. Unlocking does not revive old sessions.
 */
export async function lockUser(
  db: Database,
  caller: RoleHolder,
  id: number,
  locked: boolean,
): Promise<UserSaved> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id));
    if (!current) throw notFound();
    const roles = await readUserRoles(tx, id);
    checkAdminRoles(caller, roles, null);
    await keepOneSysAdmin(tx, id, { sysAdmin: roles.includes('SYS_ADMIN'), locked });
    await tx
      .update(users)
      .set({ locked, version: sql`${users.version} + 1` })
      .where(eq(users.id, id));
  });
  return readUserSaved(db, id);
}
