import { and, asc, count, eq, inArray, ne, or } from 'drizzle-orm';
import { can, type Capability } from '../../../shared/access/capabilities';
import type { RoleHolder } from '../../../shared/access/has-role';
import type { Role } from '../../../shared/model/enums';
import { ADMIN_ROLES, USER_KEYS } from '../../../shared/rules/user';
import type { Transaction } from '../../db/database';
import { userRoles, users } from '../../db/schema';
import { AppError, conflict } from '../../errors';

const GRANT_ADMIN: Capability = 'user.grantAdmin';

/** 403 `users.message.sysAdminOnly`: the change needs a SYS_ADMIN. */
const sysAdminOnly = () => new AppError(403, { message: USER_KEYS.sysAdminOnly });

const adminRolesOf = (roles: readonly Role[]) =>
  ADMIN_ROLES.filter((role) => roles.includes(role)).join(',');

/**
 * Only a caller holding `user.grantAdmin` (SYS_ADMIN) may grant or take ADMIN and SYS_ADMIN,
 * and change a user who holds SYS_ADMIN at all (their login, person or lock): an ADMIN who could
 * change a SYS_ADMIN's login could take the account over with a password reset.
 */
export function checkAdminRoles(
  caller: RoleHolder,
  before: readonly Role[],
  after: readonly Role[] | null,
): void {
  if (can(caller, GRANT_ADMIN)) return;
  if (before.includes('SYS_ADMIN')) throw sysAdminOnly();
  if (after !== null && adminRolesOf(before) !== adminRolesOf(after)) throw sysAdminOnly();
}

/**
 * Refuses (409 `users.message.lastSysAdmin`) a change after which user `userId` is no longer an
 * unlocked SYS_ADMIN when they are the last one. Run inside the saving transaction before the
 * change: it locks the user's row and every SYS_ADMIN's row in id order (so two such changes
 * wait for each other and cannot deadlock), then counts the others with a fresh statement, which
 * in READ COMMITTED sees what a transaction that held the locks committed. Two parallel
 * demotions of the last two SYS_ADMINs thus end with one refused.
 */
export async function keepOneSysAdmin(
  tx: Transaction,
  userId: number,
  after: { sysAdmin: boolean; locked: boolean },
): Promise<void> {
  if (after.sysAdmin && !after.locked) return;
  const sysAdminIds = tx
    .select({ id: userRoles.userId })
    .from(userRoles)
    .where(eq(userRoles.role, 'SYS_ADMIN'));
  await tx
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.id, userId), inArray(users.id, sysAdminIds)))
    .orderBy(asc(users.id))
    .for('update');
  const activeSysAdmins = (others: boolean) =>
    tx
      .select({ n: count() })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.userId, users.id))
      .where(
        and(
          eq(userRoles.role, 'SYS_ADMIN'),
          eq(users.locked, false),
          others ? ne(users.id, userId) : eq(users.id, userId),
        ),
      );
  const [[self], [rest]] = [await activeSysAdmins(false), await activeSysAdmins(true)];
  if ((self?.n ?? 0) > 0 && (rest?.n ?? 0) === 0) throw conflict(USER_KEYS.lastSysAdmin);
}
