import { eq, sql } from 'drizzle-orm';
import type { BookingPresenceRow, BookingPresences } from '../../../shared/model/presence';
import type { Reader } from '../../db/database';
import { bookingRecurrences, bookings, eventRecurrences } from '../../db/schema';
import { notFound } from '../../errors';
import type { Session } from '../auth/session';
import { readRegisters } from './read-register';
import { readRegisterSlot } from './register-slot';
import { serviceDatesInWindow } from './service-dates';

/**
 * `GET /api/presence/booking/{id}`: the booking's rows of each slot it takes (its own, or all
 * of the service's when it names none) on the window's dates within the booking's dates, by
 * date and time. 404 for an unknown booking, 403 for an instructor not teaching the service.
 */
export async function listBookingPresences(
  db: Reader,
  session: Session,
  bookingId: number,
  today: string,
): Promise<BookingPresences> {
  const [booking] = await db
    .select({
      eventId: bookings.eventId,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
      own: sql<number[]>`coalesce((select json_agg(br.event_recurrence_id)
        from ${bookingRecurrences} br where br.booking_id = ${bookings.id}), '[]')`,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!booking) throw notFound();
  const slotIds =
    booking.own.length > 0
      ? booking.own
      : (
          await db
            .select({ id: eventRecurrences.id })
            .from(eventRecurrences)
            .where(eq(eventRecurrences.eventId, booking.eventId))
        ).map((row) => row.id);
  const rows: BookingPresenceRow[] = [];
  for (const recurrenceId of slotIds) {
    // Checks the caller's reach on the first slot already (all share the service).
    const slot = await readRegisterSlot(db, session, recurrenceId);
    const dates = serviceDatesInWindow(slot.service, slot.calendar, today).filter(
      (date) =>
        (booking.startDate === null || booking.startDate <= date) &&
        (booking.endDate === null || date <= booking.endDate),
    );
    const registers = await readRegisters(db, slot, dates);
    for (const date of dates) {
      const row = registers.get(date)?.find((entry) => entry.bookingId === bookingId);
      if (row)
        rows.push({
          ...row,
          recurrenceId,
          dayOfWeek: slot.service.dayOfWeek,
          slotTime: slot.service.time,
        });
    }
  }
  rows.sort((a, b) => a.date.localeCompare(b.date) || a.slotTime.localeCompare(b.slotTime));
  return { bookingId, rows };
}
