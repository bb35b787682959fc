import { eq } from 'drizzle-orm';
import { can } from '../../../shared/access/capabilities';
import type { Reader } from '../../db/database';
import { participants } from '../../db/schema';
import { forbidden } from '../../errors';
import type { Session } from '../auth/session';
import { familyOf } from '../person/family-scope';

/**
 * Whose absences a caller reaches: null for the office (`absence.manage.any`: every family's),
 * else the customer id of the caller's family (as customer or spouse), or null inside
 * `{ customerId }` when they have none — then no child is theirs.
 */
export type AbsenceScope = null | { customerId: number | null };

/** The caller's {@link AbsenceScope}. */
export async function absenceScopeOf(db: Reader, session: Session): Promise<AbsenceScope> {
  if (can(session, 'absence.manage.any')) return null;
  const { customerId } = await familyOf(db, session.personId);
  return { customerId };
}

/** Whether a record of the customer's child lies in the scope. */
export const inScope = (scope: AbsenceScope, customerId: number | null | undefined) =>
  scope === null || (scope.customerId !== null && customerId === scope.customerId);

/**
 * The child's customer when the caller may act for the child, 403 another family's child (a
 * guessed id), `undefined` when there is no such child (the caller answers 404 or 400 as fits:
 * existence before ownership, server/README.md).
 */
export async function childInScope(
  db: Reader,
  scope: AbsenceScope,
  participantId: number,
): Promise<{ customerId: number | null } | undefined> {
  const [child] = await db
    .select({ customerId: participants.customerId })
    .from(participants)
    .where(eq(participants.id, participantId));
  if (child && !inScope(scope, child.customerId)) throw forbidden();
  return child;
}
