import { eq } from 'drizzle-orm';
import type { Role } from '../../../shared/model/enums';
import {
  REGISTER_KEYS,
  type ApproveRegistrationInput,
  type ApprovedRegistration,
} from '../../../shared/model/register';
import type { Database } from '../../db/database';
import { registrations, userRoles, users } from '../../db/schema';
import { conflict, notFound } from '../../errors';

/**
 * Approves a sign-up (spec 001 §4.2): the registration becomes confirmed, its user unlocked and
 * given the roles chosen plus USER. One transaction with the registration row locked, so two
 * SYS_ADMINs approving at once cannot both grant; the second gets 409.
 */
export async function approveRegistration(
  db: Database,
  id: number,
  roles: ApproveRegistrationInput,
  { now }: { now: Date },
): Promise<ApprovedRegistration> {
  const granted: Role[] = [...new Set<Role>(['USER', ...roles])];
  return db.transaction(async (tx) => {
    const [registration] = await tx
      .select({ userId: registrations.userId, confirmed: registrations.confirmed })
      .from(registrations)
      .where(eq(registrations.id, id))
      .for('update');
    if (!registration) throw notFound();
    if (registration.confirmed) throw conflict(REGISTER_KEYS.alreadyApproved);
    await tx
      .update(registrations)
      .set({ confirmed: true, confirmedAt: now })
      .where(eq(registrations.id, id));
    await tx.update(users).set({ locked: false }).where(eq(users.id, registration.userId));
    await tx
      .insert(userRoles)
      .values(granted.map((role) => ({ userId: registration.userId, role })))
      .onConflictDoNothing();
    return { id, roles: granted };
  });
}
