import { and, eq, sql } from 'drizzle-orm';
import { can } from '../../../shared/access/capabilities';
import type { PresenceService } from '../../../shared/model/presence';
import type { Reader } from '../../db/database';
import { breaks, eventRecurrences, events, holidays } from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import type { Session } from '../auth/session';
import type { SchoolCalendar } from '../booking/rules/collision';
import { taughtBy } from '../event/instructor-access';

/** A register's slot: the service, its weekly slot and the school calendar it runs by. */
export interface RegisterSlot {
  service: PresenceService;
  schoolYearId: number;
  calendar: SchoolCalendar;
}

/**
 * The slot of `recurrenceId` with its service and school calendar in one query, 404 when there
 * is none; then the register check: `presence.take.any` every service's, otherwise (an
 * instructor) only one they teach, else 403 (existence before ownership, server/README.md).
 */
export async function readRegisterSlot(
  db: Reader,
  session: Session,
  recurrenceId: number,
): Promise<RegisterSlot> {
  const year = sql`${events.schoolYearId}`;
  const [row] = await db
    .select({
      id: events.id,
      name: events.name,
      businessArea: events.businessArea,
      inbound: events.inbound,
      startDate: events.startDate,
      endDate: events.endDate,
      schoolYearId: events.schoolYearId,
      recurrenceId: eventRecurrences.id,
      dayOfWeek: eventRecurrences.dayOfWeek,
      time: eventRecurrences.time,
      endTime: eventRecurrences.endTime,
      taught: can(session, 'presence.take.any')
        ? sql<boolean>`true`
        : sql<boolean>`${taughtBy(db, session.personId)}`,
      breaks: sql<SchoolCalendar['breaks']>`coalesce((
        select json_agg(json_build_object('startDate', b.start_date, 'endDate', b.end_date))
        from ${breaks} b where b.school_year_id = ${year}), '[]')`,
      holidays: sql<string[]>`coalesce((
        select json_agg(h.date) from ${holidays} h where h.school_year_id = ${year}), '[]')`,
    })
    .from(eventRecurrences)
    .innerJoin(events, eq(events.id, eventRecurrences.eventId))
    .where(and(eq(eventRecurrences.id, recurrenceId)));
  if (!row) throw notFound();
  if (!row.taught) throw forbidden();
  const { schoolYearId, breaks: breakRows, holidays: holidayRows, taught: _taught, ...rest } = row;
  const { recurrenceId: slotId, ...service } = rest;
  return {
    service: { ...service, recurrenceId: slotId },
    schoolYearId,
    calendar: { breaks: breakRows, holidays: holidayRows },
  };
}
