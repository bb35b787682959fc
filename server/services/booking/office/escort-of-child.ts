import { and, eq } from 'drizzle-orm';
import { BOOKING_SAVE_ISSUES } from '../../../../shared/model/booking-record';
import type { Reader } from '../../../db/database';
import { customers, participantPersons, participants } from '../../../db/schema';
import { invalidInput } from '../../../errors';

/**
 * A booking's escort is one of the child's contact persons (spec 001 §2.2 contact viewer): the
 * customer, the spouse or a linked pick-up person; anyone else is refused (400 on the field).
 */
export async function ensureEscortOfChild(
  db: Reader,
  participantId: number,
  escortPersonId: number,
): Promise<void> {
  const [family] = await db
    .select({ personId: customers.personId, spousePersonId: customers.spousePersonId })
    .from(participants)
    .innerJoin(customers, eq(customers.id, participants.customerId))
    .where(eq(participants.id, participantId));
  if (family?.personId === escortPersonId || family?.spousePersonId === escortPersonId) return;
  const [linked] = await db
    .select({ id: participantPersons.id })
    .from(participantPersons)
    .where(
      and(
        eq(participantPersons.participantId, participantId),
        eq(participantPersons.personId, escortPersonId),
      ),
    );
  if (linked) return;
  throw invalidInput(
    [{ path: 'escortPersonId', message: BOOKING_SAVE_ISSUES.escortUnknown }],
    BOOKING_SAVE_ISSUES.escortUnknown,
  );
}
