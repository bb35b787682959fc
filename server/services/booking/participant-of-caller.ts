import { eq } from 'drizzle-orm';
import { can } from '../../../shared/access/capabilities';
import { customers, participants } from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import type { Session } from '../auth/session';
import type { Reader } from '../../db/database';

/** The paying customer of a participant, as pricing and booking need it. */
export interface ParticipantCustomer {
  participantId: number;
  customerId: number | null;
  /** The paying customer's person (the parent), null without a customer. */
  customerPersonId: number | null;
  hasMembership: boolean;
  /** The participant is the customer themself: a parent's own record for parent activities. */
  isCustomerThemself: boolean;
}

/** A participant's row with its paying customer's, as {@link participantOfCallerFrom} judges it. */
export interface ParticipantRow {
  personId: number;
  customerId: number | null;
  customerPersonId: number | null;
  hasMembership: boolean | null;
}

/**
 * The participant a caller acts for: any with `booking.manage`; otherwise only a child of the
 * caller's own customer record (403 for someone else's child). 404 for an unknown participant.
 */
export async function participantOfCaller(
  db: Reader,
  session: Session,
  participantId: number,
): Promise<ParticipantCustomer> {
  const [row] = await db
    .select({
      personId: participants.personId,
      customerId: participants.customerId,
      customerPersonId: customers.personId,
      hasMembership: customers.hasMembership,
    })
    .from(participants)
    .leftJoin(customers, eq(customers.id, participants.customerId))
    .where(eq(participants.id, participantId));
  return participantOfCallerFrom(row ?? null, session, participantId);
}

/**
 * {@link participantOfCaller}'s decision on a row read elsewhere (the booking check reads it
 * with the service's facts, read-service-facts.ts): null is an unknown participant.
 */
export function participantOfCallerFrom(
  row: ParticipantRow | null,
  session: Session,
  participantId: number,
): ParticipantCustomer {
  if (!row) throw notFound();
  const own = row.customerPersonId !== null && row.customerPersonId === session.personId;
  if (!own && !can(session, 'booking.manage')) throw forbidden();
  return {
    participantId,
    customerId: row.customerId,
    customerPersonId: row.customerPersonId,
    hasMembership: row.hasMembership ?? false,
    isCustomerThemself: row.personId === row.customerPersonId,
  };
}
