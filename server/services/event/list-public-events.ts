import { and, asc, eq, exists, gte, isNull, or, sql } from 'drizzle-orm';
import type { RoleHolder } from '../../../shared/access/has-role';
import type { BusinessArea } from '../../../shared/model/enums';
import type { PublicEventItem, PublicEventQuery } from '../../../shared/model/event';
import { eventGrades, eventRecurrences, events } from '../../db/schema';
import { findSchoolYearInBookingPhase } from './booking-phase';
import { notCanceled, readEventParts } from './read-event-parts';
import { readableBy } from './readable-by';
import { toPublicItem } from './to-public-item';
import type { Reader } from '../../db/database';

/** Options of {@link listPublicEvents}. */
export interface ListPublicEventsOptions {
  businessArea: BusinessArea;
  /** The signed-in caller, or null for a visitor (who matches ANONYMOUS only). */
  caller: RoleHolder;
  filters?: PublicEventQuery;
  now: Date;
  /** The school's date (http/school-day.ts). */
  today: string;
}

/**
 * `GET /api/event/public/{businessArea}`: the services of the area that the caller may read,
 * of the school year in its booking phase, not cancelled, not ended and still open for
 * registration (deadline today or later, or none), filtered by grade, weekday and language;
 * sorted by name.
 */
export async function listPublicEvents(
  db: Reader,
  { businessArea, caller, filters = {}, now, today }: ListPublicEventsOptions,
): Promise<PublicEventItem[]> {
  const year = await findSchoolYearInBookingPhase(db, now);
  if (!year) return [];
  const { grade, weekday, language } = filters;
  const rows = await db
    .select()
    .from(events)
    .where(
      and(
        eq(events.businessArea, businessArea),
        eq(events.schoolYearId, year.id),
        notCanceled,
        or(isNull(events.endDate), gte(events.endDate, today)),
        or(isNull(events.registrationDeadline), gte(events.registrationDeadline, today)),
        readableBy(db, caller),
        grade === undefined
          ? undefined
          : or(
              // A service without grades is open to every grade.
              sql`not exists (select 1 from ${eventGrades} where ${eventGrades.eventId} = ${events.id})`,
              exists(
                db
                  .select({ one: sql`1` })
                  .from(eventGrades)
                  .where(and(eq(eventGrades.eventId, events.id), eq(eventGrades.grade, grade))),
              ),
            ),
        weekday === undefined
          ? undefined
          : exists(
              db
                .select({ one: sql`1` })
                .from(eventRecurrences)
                .where(
                  and(
                    eq(eventRecurrences.eventId, events.id),
                    eq(eventRecurrences.dayOfWeek, weekday),
                  ),
                ),
            ),
        language === undefined ? undefined : eq(events.language, language),
      ),
    )
    .orderBy(asc(events.name), asc(events.id));
  const parts = await readEventParts(db, rows);
  return rows.map((row) => toPublicItem(row, parts.get(row.id)!, caller));
}
