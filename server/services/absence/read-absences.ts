import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { ACTIVE_STATUSES } from '../../../shared/model/booking';
import type { AbsenceRow, AbsenceService } from '../../../shared/model/absence';
import type { Reader } from '../../db/database';
import { absences, bookings, events, participants, persons } from '../../db/schema';

/**
 * The bookings a child may be reported absent from: those still on, and finished ones (the
 * office corrects past registers). Cancelled bookings leave the service out.
 */
export const ABSENCE_BOOKING_STATUSES = [...ACTIVE_STATUSES, 'FINISHED'] as const;

/** The names of the absence's services, in the order of its ids. */
const eventNames = sql<string[]>`coalesce((select array_agg(e.name order by
  array_position(${absences.eventIds}, e.id)) from ${events} e
  where e.id = any(${absences.eventIds})), '{}')`;

/** Absences with their child's names as {@link AbsenceRow}s, and the child's customer. */
function selectAbsences(db: Reader, where: SQL | undefined) {
  return db
    .select({
      id: absences.id,
      version: absences.version,
      participantId: absences.participantId,
      customerId: participants.customerId,
      givenName: persons.givenName,
      familyName: persons.familyName,
      from: absences.from,
      to: absences.to,
      eventIds: absences.eventIds,
      eventNames,
      reason: absences.reason,
      notes: absences.notes,
    })
    .from(absences)
    .innerJoin(participants, eq(participants.id, absences.participantId))
    .innerJoin(persons, eq(persons.id, participants.personId))
    .where(where)
    .orderBy(desc(absences.from), asc(persons.givenName), desc(absences.id));
}

/** An absence row with the customer of its child, who decides whether a family may reach it. */
export type OwnedAbsence = AbsenceRow & { customerId: number | null };

/** Drops the customer the access check needed. */
export const withoutCustomer = ({ customerId: _customerId, ...row }: OwnedAbsence): AbsenceRow =>
  row;

/** One absence, or null. */
export async function readAbsence(db: Reader, id: number): Promise<OwnedAbsence | null> {
  const [row] = await selectAbsences(db, eq(absences.id, id));
  return row ?? null;
}

/** A child's absences, newest first. */
export async function readParticipantAbsences(
  db: Reader,
  participantId: number,
): Promise<AbsenceRow[]> {
  const rows = await selectAbsences(db, eq(absences.participantId, participantId));
  return rows.map(withoutCustomer);
}

/** The absences of every child of a customer, newest first. */
export async function readCustomerAbsences(db: Reader, customerId: number): Promise<AbsenceRow[]> {
  const rows = await selectAbsences(db, eq(participants.customerId, customerId));
  return rows.map(withoutCustomer);
}

/** The services a child has a booking on that is not cancelled, by name. */
export async function readAbsenceServices(
  db: Reader,
  participantId: number,
): Promise<AbsenceService[]> {
  const booked = db
    .select({ id: bookings.eventId })
    .from(bookings)
    .where(
      and(
        eq(bookings.participantId, participantId),
        inArray(bookings.bookingStatus, [...ABSENCE_BOOKING_STATUSES]),
      ),
    );
  return db
    .select({ id: events.id, name: events.name })
    .from(events)
    .where(inArray(events.id, booked))
    .orderBy(asc(events.name), asc(events.id));
}
