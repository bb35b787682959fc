import { eq } from 'drizzle-orm';
import type { Role } from '../../../shared/model/enums';
import {
  REGISTER_KEYS,
  type ApproveRegistrationInput,
  type ApprovedRegistration,
} from '../../../shared/model/register';
import type { Database, Transaction } from '../../db/database';
import { registrations, userRoles, users } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { mailApproval, type MailApprovalOptions } from './mail-approval';

/** Options of {@link approveRegistration}. */
export interface ApproveRegistrationOptions extends MailApprovalOptions {
  now: Date;
}

/**
 * Approves a sign-up (spec 001 §4.2): the registration becomes confirmed, its user unlocked and
 * given the roles chosen plus USER, and then told so by e-mail. One transaction with the
 * registration row locked, so two SYS_ADMINs approving at once cannot both grant; the second
 * gets 409.
 */
export async function approveRegistration(
  db: Database,
  id: number,
  roles: ApproveRegistrationInput,
  { now, ...mail }: ApproveRegistrationOptions,
): Promise<ApprovedRegistration> {
  const approved = await db.transaction(async (tx) => {
    const [registration] = await tx
      .select({ userId: registrations.userId, confirmed: registrations.confirmed })
      .from(registrations)
      .where(eq(registrations.id, id))
      .for('update');
    if (!registration) throw notFound();
    if (registration.confirmed) throw conflict(REGISTER_KEYS.alreadyApproved);
    const granted = await unlockWithRoles(tx, id, registration.userId, roles, now);
    return { userId: registration.userId, granted };
  });
  await mailApproval(db, approved.userId, mail);
  return { id, roles: approved.granted };
}

/**
 * Approves the open sign-up of `userId`, if there is one (the auto-approval after the e-mail
 * confirmation); true when one was approved. The caller's transaction holds the row lock.
 */
export async function approveOpenRegistrationOf(
  tx: Transaction,
  userId: number,
  roles: readonly Role[],
  now: Date,
): Promise<boolean> {
  const [registration] = await tx
    .select({ id: registrations.id, confirmed: registrations.confirmed })
    .from(registrations)
    .where(eq(registrations.userId, userId))
    .for('update');
  if (!registration || registration.confirmed) return false;
  await unlockWithRoles(tx, registration.id, userId, roles, now);
  return true;
}

async function unlockWithRoles(
  tx: Transaction,
  registrationId: number,
  userId: number,
  roles: readonly Role[],
  now: Date,
): Promise<Role[]> {
  const granted: Role[] = [...new Set<Role>(['USER', ...roles])];
  await tx
    .update(registrations)
    .set({ confirmed: true, confirmedAt: now })
    .where(eq(registrations.id, registrationId));
  await tx.update(users).set({ locked: false }).where(eq(users.id, userId));
  await tx
    .insert(userRoles)
    .values(granted.map((role) => ({ userId, role })))
    .onConflictDoNothing();
  return granted;
}
