import { eq, sql } from 'drizzle-orm';
import type { ListAnswer, ListQuery } from '../../../../shared/model/list';
import type { ParticipantBookingRow } from '../../../../shared/model/participant-office';
import type { Database } from '../../../db/database';
import { listPage } from '../../../db/list-query';
import { bookings, events } from '../../../db/schema';

/** The service's grades, in the grade enum's order. */
const gradesOfRow = sql<ParticipantBookingRow['grades']>`coalesce((select json_agg(g.grade
    order by g.grade) from event_grades g where g.event_id = ${events.id}), '[]'::json)`;

/** The weekly slots the booking takes, by weekday and time. */
const recurrenciesOfRow = sql<ParticipantBookingRow['recurrencies']>`coalesce((select
    json_agg(json_build_object('dayOfWeek', r.day_of_week, 'time', r.time, 'endTime', r.end_time)
    order by r.day_of_week, r.time) from booking_recurrences br
    join event_recurrences r on r.id = br.event_recurrence_id
    where br.booking_id = ${bookings.id}), '[]'::json)`;

/**
 * `GET /api/booking/by-participant/{id}`: one page of the child's bookings (every status),
 * newest registration first by default.
 */
export function listParticipantBookings(
  db: Database,
  participantId: number,
  query: ListQuery<'registrationDate' | 'startDate' | 'eventName'>,
): Promise<ListAnswer<ParticipantBookingRow>> {
  const select = db
    .select({
      id: bookings.id,
      businessArea: events.businessArea,
      eventName: events.name,
      bookingStatus: bookings.bookingStatus,
      grades: gradesOfRow,
      recurrencies: recurrenciesOfRow,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
      registrationDate: bookings.registrationDate,
    })
    .from(bookings)
    .innerJoin(events, eq(events.id, bookings.eventId))
    .$dynamic();
  return listPage(db, select, query, {
    orderColumns: {
      registrationDate: bookings.registrationDate,
      startDate: bookings.startDate,
      eventName: events.name,
    },
    id: bookings.id,
    where: eq(bookings.participantId, participantId),
  });
}
