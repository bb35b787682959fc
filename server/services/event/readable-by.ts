import { and, eq, exists, inArray, not, sql } from 'drizzle-orm';
import type { RoleHolder } from '../../../shared/access/has-role';
import { ANONYMOUS, type RoleOrAnonymous } from '../../../shared/model/enums';
import { eventReadPermissions, eventRegisterPermissions, events } from '../../db/schema';
import type { Reader } from '../../db/database';

/** The roles a caller matches in a permission set: their own, or ANONYMOUS when signed out. */
export const permissionRolesOf = (caller: RoleHolder): RoleOrAnonymous[] =>
  caller ? [...caller.roles] : [ANONYMOUS];

/**
 * SQL condition: the service is no draft (a roll-out's copy not offered yet) and its read
 * permissions name one of the caller's roles.
 */
export function readableBy(db: Reader, caller: RoleHolder) {
  return and(
    not(events.draft),
    exists(
      db
        .select({ one: sql`1` })
        .from(eventReadPermissions)
        .where(
          and(
            eq(eventReadPermissions.eventId, events.id),
            inArray(eventReadPermissions.role, permissionRolesOf(caller)),
          ),
        ),
    ),
  )!;
}

/** Whether the service's register permissions name one of the caller's roles. */
export async function mayRegister(
  db: Reader,
  eventId: number,
  caller: RoleHolder,
): Promise<boolean> {
  const rows = await db
    .select({ role: eventRegisterPermissions.role })
    .from(eventRegisterPermissions)
    .where(
      and(
        eq(eventRegisterPermissions.eventId, eventId),
        inArray(eventRegisterPermissions.role, permissionRolesOf(caller)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
