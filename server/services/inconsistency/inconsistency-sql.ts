import { sql, type SQL } from 'drizzle-orm';
import { CAPACITY_STATUSES } from '../../../shared/model/booking';
import { GRADES, type Grade } from '../../../shared/model/enums';
import type { InconsistencyType } from '../../../shared/model/inconsistency';
import type { Database, Transaction } from '../../db/database';
import { nextGrade } from '../booking/rules/false-grade';

/**
 * Which services a detection looks at: a school year's (null: every year's — only services still
 * to run count, so in practice this year's and the next), or one service (and what it meets).
 */
export type InconsistencyScope = { schoolYearId: number | null } | { eventId: number };

/** One row of the detection: a service, its inconsistency type, and what else it names. */
export interface InconsistencyRow {
  eventId: number;
  type: InconsistencyType;
  otherId: number | null;
  participantId: number | null;
  count: number | null;
  limit: number | null;
}

/** Runs a statement and answers its rows, on PGlite and node-postgres alike. */
export async function selectRows<T>(db: Database | Transaction, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const placeHolding = sql.raw(CAPACITY_STATUSES.map((status) => `'${status}'`).join(', '));

/**
 * The grade after each grade, as SQL (`case … end`) from the booking check's own `nextGrade`, so
 * GRADE and the check's falseGrade read one rule.
 */
const nextGradeOf = (grade: SQL) =>
  sql`case ${grade}::text ${sql.raw(
    GRADES.filter((g): g is Grade => nextGrade(g) !== undefined)
      .map((g) => `when '${g}' then '${nextGrade(g)}'`)
      .join(' '),
  )} end`;

/** A service still to be run: not cancelled, not ended before today. */
const running = (alias: string, today: string) =>
  sql`${sql.raw(alias)}.canceled_at is null and (${sql.raw(alias)}.end_date is null or ${sql.raw(alias)}.end_date >= ${today}::date)`;

const inYear = (alias: string, schoolYearId: number | null) =>
  schoolYearId === null ? sql`true` : sql`${sql.raw(alias)}.school_year_id = ${schoolYearId}`;

const inScope = (alias: string, scope: InconsistencyScope) =>
  'eventId' in scope
    ? sql`${sql.raw(alias)}.id = ${scope.eventId}`
    : inYear(alias, scope.schoolYearId);

/**
 * Two weekly slots share a moment: the booking check's `slotsOverlap` (rules/collision.ts) in SQL —
 * touching intervals (one ends at 15:30, the other starts then) do not, equal starts do, a time
 * without an end is a moment.
 */
const slotsOverlap = (a: string, b: string) =>
  sql.raw(
    `(${a}.day_of_week = ${b}.day_of_week and (${a}.time = ${b}.time or (${a}.time < coalesce(${b}.end_time, ${b}.time) and ${b}.time < coalesce(${a}.end_time, ${a}.time))))`,
  );

/** Two date spans meet; an open end reaches as far as it may. */
const datesMeet = (a: [string, string], b: [string, string]) =>
  sql.raw(
    `(coalesce(${a[0]}, '-infinity'::date) <= coalesce(${b[1]}, 'infinity'::date) and coalesce(${b[0]}, '-infinity'::date) <= coalesce(${a[1]}, 'infinity'::date))`,
  );

/**
 * Holiday camps run in the breaks, the other services pause then (as the booking check's
 * `colliding` knows): a camp and a term-time service never meet, so only services of the same
 * kind are compared.
 */
const sameKind = (a: string, b: string) =>
  sql.raw(`((${a}.business_area = 'HOLIDAY_CAMP') = (${b}.business_area = 'HOLIDAY_CAMP'))`);

/** EVENT_MAX: more place-holding bookings (the trigger-kept count) than the maximum. */
const eventMax = (scope: InconsistencyScope, today: string) => sql`
  select e.id as "eventId", 'EVENT_MAX' as type, null::int as "otherId", null::int as "participantId",
    t.taken as count, e.maximum_number as "limit"
  from events e join event_places_taken t on t.event_id = e.id
  where ${inScope('e', scope)} and ${running('e', today)}
    and e.maximum_number is not null and t.taken > e.maximum_number`;

/** EVENT_MIN: fewer than the minimum once the registration deadline has passed. */
const eventMin = (scope: InconsistencyScope, today: string) => sql`
  select e.id, 'EVENT_MIN', null::int, null::int, coalesce(t.taken, 0), e.minimum_number
  from events e left join event_places_taken t on t.event_id = e.id
  where ${inScope('e', scope)} and ${running('e', today)}
    and e.registration_deadline < ${today}::date and coalesce(t.taken, 0) < e.minimum_number`;

/** LOCATION_MAX: a maximum above the room's capacity. */
const locationMax = (scope: InconsistencyScope, today: string) => sql`
  select e.id, 'LOCATION_MAX', null::int, null::int, e.maximum_number, l.capacity
  from events e join locations l on l.id = e.location_id
  where ${inScope('e', scope)} and ${running('e', today)} and e.maximum_number > l.capacity`;

/**
 * LOCATION_COLLISION: another running service in the same room with a slot overlapping on the
 * same weekday within dates both span, unless the office allowed the pair to share it.
 */
const locationCollision = (scope: InconsistencyScope, today: string) => sql`
  select a.id, 'LOCATION_COLLISION', b.id, null::int, null::int, null::int
  from events a join events b on b.location_id = a.location_id and b.id <> a.id
  where ${inScope('a', scope)} and ${running('a', today)} and ${running('b', today)}
    and ${sameKind('a', 'b')} and ${datesMeet(['a.start_date', 'a.end_date'], ['b.start_date', 'b.end_date'])}
    and exists (select 1 from event_recurrences ra join event_recurrences rb on ${slotsOverlap('ra', 'rb')}
      where ra.event_id = a.id and rb.event_id = b.id)
    and not exists (select 1 from accepted_location_collisions k
      where k.event_id = least(a.id, b.id) and k.other_event_id = greatest(a.id, b.id))`;

/**
 * GRADE: a place-holding booking of a child whose grade in the service's year (or the next one)
 * is not among the service's grades; not for buses nor for services without grades (spec 001 §4.6).
 */
const grade = (scope: InconsistencyScope, today: string) => sql`
  select b.event_id, 'GRADE', null::int, b.participant_id, null::int, null::int
  from events e
    join bookings b on b.event_id = e.id and b.booking_status in (${placeHolding})
    left join participant_classes c on c.participant_id = b.participant_id and c.school_year_id = e.school_year_id
  where ${inScope('e', scope)} and ${running('e', today)} and e.business_area <> 'SCHOOL_BUS'
    and exists (select 1 from event_grades g where g.event_id = e.id)
    and not exists (select 1 from event_grades g where g.event_id = e.id
      and (g.grade = c.grade or g.grade::text = ${nextGradeOf(sql`c.grade`)}))`;

/**
 * PARTICIPANT_TIMESLOT: a child with place-holding bookings of two services whose booked slots
 * overlap on a weekday within dates both bookings span (the slots a booking names, all of the
 * service's when it names none; buses are the bus rules' business). One row per child and pair.
 */
const participantTimeslot = (scope: InconsistencyScope, today: string) => {
  const children =
    'eventId' in scope
      ? sql`and b.participant_id in (select participant_id from bookings
          where event_id = ${scope.eventId} and booking_status in (${placeHolding}))`
      : sql``;
  const year =
    'eventId' in scope
      ? sql`e.school_year_id = (select school_year_id from events where id = ${scope.eventId})`
      : inYear('e', scope.schoolYearId);
  // The place-holding bookings in scope, joined twice below (an inlined subquery each time).
  const booked = sql`events e join bookings b on b.event_id = e.id and b.booking_status in (${placeHolding})`;
  const bookedWhere = sql`${year} and ${running('e', today)} and e.business_area <> 'SCHOOL_BUS' ${children}`;
  const columns = sql`b.participant_id, b.event_id, e.business_area, r.day_of_week, r.time, r.end_time,
        coalesce(b.start_date, e.start_date) as starts, coalesce(b.end_date, e.end_date) as ends`;
  return {
    // Two parts rather than one join filtered by "names none or names this slot": that OR of two
    // subqueries over booking_recurrences cost three times the CPU on the large seed (issue 23).
    cte: sql`booked_slots as (
      select ${columns}
      from ${booked}
        join booking_recurrences x on x.booking_id = b.id
        join event_recurrences r on r.id = x.event_recurrence_id and r.event_id = e.id
      where ${bookedWhere}
      union all
      select ${columns}
      from ${booked} join event_recurrences r on r.event_id = e.id
      where ${bookedWhere}
        and not exists (select 1 from booking_recurrences x where x.booking_id = b.id))`,
    query: sql`
  select distinct a.event_id, 'PARTICIPANT_TIMESLOT', o.event_id, a.participant_id, null::int, null::int
  from booked_slots a join booked_slots o
    on o.participant_id = a.participant_id and o.day_of_week = a.day_of_week and o.event_id <> a.event_id
  where ${slotsOverlap('a', 'o')} and ${sameKind('a', 'o')}
    and ${datesMeet(['a.starts', 'a.ends'], ['o.starts', 'o.ends'])}
    ${'eventId' in scope ? sql`and a.event_id = ${scope.eventId}` : sql``}`,
  };
};

/**
 * Every rule's rows for the scope in one statement (`eventId`, `type`, `otherId`,
 * `participantId`, `count`, `limit`); pairs (collisions, timeslots) come once from each side.
 */
export function inconsistencyQuery(scope: InconsistencyScope, today: string): SQL {
  const timeslot = participantTimeslot(scope, today);
  return sql`with ${timeslot.cte}
    ${eventMax(scope, today)}
    union all ${eventMin(scope, today)}
    union all ${locationMax(scope, today)}
    union all ${locationCollision(scope, today)}
    union all ${grade(scope, today)}
    union all ${timeslot.query}`;
}
