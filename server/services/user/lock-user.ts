import { eq, sql } from 'drizzle-orm';
import type { RoleHolder } from '../../../shared/access/has-role';
import type { UserSaved } from '../../../shared/model/user';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { notFound } from '../../errors';
import { recordHistory, type HistoryActor } from '../history/record-history';
import { checkAdminRoles, keepOneSysAdmin } from './admin-roles';
import { readUserRoles } from './read-user-record';
import { readUserSaved } from './user-saved';
import { USER_PICTURES, userSnapshot } from './user-snapshot';

/**
 * `PUT /api/user/{id}/lock`: locks or unlocks a user. Locking ends every session of the user
 * in the same transaction (the trigger of migration 0001 on `users.locked`, see
 * services/auth/README.md), and `loadSession` refuses a locked user's token besides, so the
 * user's next request answers 401. Unlocking does not revive old sessions. A change of the
 * flag is written to the history (`actor`), in the same transaction.
 */
export async function lockUser(
  db: Database,
  caller: RoleHolder,
  id: number,
  locked: boolean,
  actor: HistoryActor,
): Promise<UserSaved> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id));
    if (!current) throw notFound();
    const roles = await readUserRoles(tx, id);
    checkAdminRoles(caller, roles, null);
    await keepOneSysAdmin(tx, id, { sysAdmin: roles.includes('SYS_ADMIN'), locked });
    const before = await userSnapshot(tx, id);
    await tx
      .update(users)
      .set({ locked, version: sql`${users.version} + 1` })
      .where(eq(users.id, id));
    const after = await userSnapshot(tx, id);
    await recordHistory(tx, { entity: 'user', id, before, after, actor, pictures: USER_PICTURES });
  });
  return readUserSaved(db, id);
}
