import { and, eq, isNotNull, notInArray } from 'drizzle-orm';
import type { EmailRecipientCandidate } from '../../../shared/model/email';
import type { EmailRecipientFilter } from '../../../shared/rules/email-template';
import type { Database } from '../../db/database';
import { bookings, participants } from '../../db/schema';
import { filterParticipants } from '../participant/list-event-participants';
import { resolveRecipients } from './resolve-recipients';

/** Bookings that no longer tie a family to a service. */
const GONE = ['CANCELED', 'CANCELED_IMMEDIATELY'] as const;

/**
 * `PUT /api/email-template/recipients`: a service's families (the customers of its children
 * with a booking that is not cancelled) and the children of `grades` in `yearId`, each once,
 * as the recipient table lists them. The language is not asked for here: a check says it.
 */
export async function findEmailRecipients(
  db: Database,
  { eventId, grades }: EmailRecipientFilter,
  yearId: number | null,
): Promise<EmailRecipientCandidate[]> {
  const refs: { id: number; type: 'CUSTOMER' | 'PARTICIPANT' }[] = [];
  if (eventId !== null) {
    const families = await db
      .selectDistinct({ id: participants.customerId })
      .from(bookings)
      .innerJoin(participants, eq(participants.id, bookings.participantId))
      .where(
        and(
          eq(bookings.eventId, eventId),
          notInArray(bookings.bookingStatus, [...GONE]),
          isNotNull(participants.customerId),
        ),
      );
    for (const family of families) refs.push({ id: family.id!, type: 'CUSTOMER' });
  }
  if (grades.length > 0)
    for (const child of await filterParticipants(db, yearId, grades))
      refs.push({ id: child.id, type: 'PARTICIPANT' });
  const found = await resolveRecipients(db, refs, { types: [], fallback: 'EN' });
  return found
    .map(({ id, type, name, email, valid }) => ({ id, type, name, email, valid }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
