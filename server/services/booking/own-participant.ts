import { eq } from 'drizzle-orm';
import { customers, participants } from '../../db/schema';
import type { Reader, Transaction } from '../../db/database';

/**
 * The participant record of the signed-in parent themself (for parent activities, where the
 * parent takes part), or null before their first registration.
 */
export async function findOwnParticipant(db: Reader, personId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: participants.id })
    .from(participants)
    .where(eq(participants.personId, personId));
  return row?.id ?? null;
}

/**
 * The parent's own participant record, made on their first registration for a parent activity:
 * the parent's person as participant of their own customer record (made too for a new sign-up
 * without one), so the booking is billed to them like their children's. Concurrent first
 * registrations meet at the unique person of participants and customers.
 */
export async function ensureOwnParticipant(tx: Transaction, personId: number): Promise<number> {
  const existing = await findOwnParticipant(tx, personId);
  if (existing !== null) return existing;
  await tx.insert(customers).values({ personId }).onConflictDoNothing();
  const [customer] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.personId, personId));
  await tx
    .insert(participants)
    .values({ customerId: customer!.id, personId })
    .onConflictDoNothing();
  return (await findOwnParticipant(tx, personId))!;
}
