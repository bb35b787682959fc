import { and, desc, eq } from 'drizzle-orm';
import type { BookingLookup } from '../../../../shared/model/booking-office';
import type { Reader } from '../../../db/database';
import { bookings } from '../../../db/schema';
import { slotsOf } from '../list-family-bookings';

/**
 * `GET /api/booking?participantId&serviceId`: the child's bookings of the service, newest
 * first, with the ids of the slots each takes (those it names, else all of the service's).
 * The caller's right to the child is checked before (`ensureMayReadBookingsOf`).
 */
export async function lookUpBookings(
  db: Reader,
  participantId: number,
  serviceId: number,
): Promise<BookingLookup[]> {
  const rows = await db
    .select({
      id: bookings.id,
      homeworkSupport: bookings.homeworkSupport,
      bookingStatus: bookings.bookingStatus,
    })
    .from(bookings)
    .where(and(eq(bookings.participantId, participantId), eq(bookings.eventId, serviceId)))
    .orderBy(desc(bookings.registrationDate), desc(bookings.id));
  const slots = await slotsOf(
    db,
    rows.map((row) => ({ bookingId: row.id, serviceId })),
  );
  return rows.map((row) => ({
    ...row,
    recurrences: (slots.get(row.id) ?? []).map((slot) => slot.id).sort((a, b) => a - b),
  }));
}
