import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { GRADES } from '../../../shared/model/enums';
import {
  nextGrade,
  TRANSITION_KEYS,
  type NextSchoolYearTransition,
} from '../../../shared/model/school-year-transition';
import type { Database, Transaction } from '../../db/database';
import { events, images, participantClasses } from '../../db/schema';
import { conflict } from '../../errors';
import type { HistoryActor } from '../history/record-history';
import {
  moveTransition,
  readUpcomingYear,
  readYearBefore,
  transitionOf,
  type TransitionYear,
} from './upcoming-year';

/** `grade + 1` in SQL: each grade's successor as an enum literal (constants, never input). */
const NEXT_GRADE_SQL = sql.raw(
  `case c.grade ${GRADES.flatMap((grade) => {
    const next = nextGrade(grade);
    return next ? [`when '${grade}' then '${next}'`] : [];
  }).join(' ')} end::grade`,
);

/** The tables holding a service's own rows, with the columns a copy takes over. */
const SERVICE_ROWS = [
  ['event_recurrences', 'day_of_week, time, end_time'],
  ['event_grades', 'grade'],
  ['event_event_types', 'event_type_id'],
  ['event_instructors', 'instructor_id'],
  ['event_bus_stops', 'stop_id, distance, total_price, member_price'],
  ['event_reminder_texts', 'name, text'],
  ['event_discount_models', 'discount_model_id'],
  ['event_read_permissions', 'role'],
  ['event_register_permissions', 'role'],
] as const;

/** `date` (yyyy-MM-dd) moved by `days`; null stays null. */
function shiftDate(date: string | null, days: number): string | null {
  if (date === null) return null;
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Days from one yyyy-MM-dd to another. */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * Every class of `from` moves up a grade into `to` (language and postfix kept; a Graduate gets
 * none), except for children who have a class in `to` already. Marked `rolled_out` for the
 * rollback.
 */
async function rollOutClasses(tx: Transaction, from: number, to: number): Promise<void> {
  await tx.execute(sql`
    insert into ${participantClasses}
      (participant_id, school_year_id, grade, language, postfix, rolled_out)
    select c.participant_id, ${to}, ${NEXT_GRADE_SQL}, c.language, c.postfix, true
    from ${participantClasses} c
    where c.school_year_id = ${from} and c.grade <> 'Graduate'
      and not exists (select 1 from ${participantClasses} n
        where n.participant_id = c.participant_id and n.school_year_id = ${to})`);
}

/**
 * Copies the services of `from` marked to continue into `to` as drafts, each with its slots,
 * grades, types, instructors, stops, reminder texts, discounts, permissions and a picture of its
 * own; dates move by the distance between the years' starts. A cancelled service is not copied.
 */
async function copyContinuingServices(
  tx: Transaction,
  from: TransitionYear,
  to: TransitionYear,
): Promise<void> {
  const sources = await tx
    .select()
    .from(events)
    .where(
      and(
        eq(events.schoolYearId, from.id),
        eq(events.continuesNextYear, true),
        isNull(events.canceledAt),
      ),
    )
    .orderBy(asc(events.id));
  if (sources.length === 0) return;
  const shift = daysBetween(from.startDate, to.startDate);
  const copied = await tx
    .insert(events)
    .values(
      sources.map(
        ({ id, version: _v, createdAt: _c, updatedAt: _u, canceledAt: _x, ...source }) => ({
          ...source,
          startDate: shiftDate(source.startDate, shift),
          endDate: shiftDate(source.endDate, shift),
          registrationDeadline: shiftDate(source.registrationDeadline, shift),
          schoolYearId: to.id,
          draft: true,
          rolledOutFromId: id,
        }),
      ),
    )
    .returning({ id: events.id, imageId: events.imageId });
  const ids = copied.map((copy) => copy.id);
  const copies = sql`select n.id, n.rolled_out_from_id from ${events} n
    where ${inArray(sql`n.id`, ids)}`;
  for (const [table, columns] of SERVICE_ROWS) {
    await tx.execute(sql`
      insert into ${sql.identifier(table)} (event_id, ${sql.raw(columns)})
      select n.id, ${sql.raw(columns.replace(/(\w+)/g, 'r.$1'))}
      from ${sql.identifier(table)} r join (${copies}) n on n.rolled_out_from_id = r.event_id`);
  }
  // A picture of its own: deleting one service's picture must leave the other's.
  for (const { id, imageId } of copied) {
    if (imageId === null) continue;
    const [picture] = await tx
      .select({ mimeType: images.mimeType, size: images.size, content: images.content })
      .from(images)
      .where(eq(images.id, imageId));
    const [own] = picture
      ? await tx.insert(images).values(picture).returning({ id: images.id })
      : [];
    await tx
      .update(events)
      .set({ imageId: own?.id ?? null })
      .where(eq(events.id, id));
  }
}

/**
 * Rolls out the upcoming school year (spec 002 §4; issue 21.2) in one transaction under the
 * year's row lock: the classes move up a grade, the continuing services are copied as drafts,
 * and the year turns ROLLBACK_POSSIBLE. Only from NOT_ROLLED_OUT: a second click, or one that
 * waited for the first's lock, finds ROLLBACK_POSSIBLE and changes nothing. 409 without an
 * upcoming year or a year before it.
 */
export async function rollOutSchoolYear(
  db: Database,
  today: string,
  actor: HistoryActor,
): Promise<NextSchoolYearTransition> {
  return db.transaction(async (tx) => {
    const upcoming = await readUpcomingYear(tx, today, { lock: true });
    if (!upcoming) throw conflict(TRANSITION_KEYS.noUpcomingYear);
    if (upcoming.transitionState !== 'NOT_ROLLED_OUT') return transitionOf(upcoming);
    const before = await readYearBefore(tx, upcoming);
    if (!before) throw conflict(TRANSITION_KEYS.noPreviousYear);

    await rollOutClasses(tx, before.id, upcoming.id);
    await copyContinuingServices(tx, before, upcoming);
    return moveTransition(tx, upcoming, 'ROLLBACK_POSSIBLE', actor);
  });
}
