import { and, asc, eq, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { EventParticipantsQuery } from '../../../shared/model/event-list';
import type { EventParticipantRow, ParticipantOption } from '../../../shared/model/event-record';
import type { Grade } from '../../../shared/model/enums';
import type { ListAnswer } from '../../../shared/model/list';
import type { Database, Reader } from '../../db/database';
import { listPage } from '../../db/list-query';
import {
  bookings,
  eventInstructors,
  events,
  participantClasses,
  participants,
  persons,
} from '../../db/schema';

/** Bookings that no longer hold the child in the service. */
const GONE = ['CANCELED', 'CANCELED_IMMEDIATELY'] as const;

/** 'P3 B' (or 'P3' for an unknown postfix), '' without a class in that year. */
const clazzOf = sql<string>`coalesce(${participantClasses.grade}::text || case when ${participantClasses.postfix} in ('', 'UNKNOWN') then '' else ' ' || ${participantClasses.postfix} end, '')`;

/** The class in the service's school year, joined only where the order needs it. */
const classOfBooking = and(
  eq(participantClasses.participantId, bookings.participantId),
  eq(
    participantClasses.schoolYearId,
    sql`(select ${events.schoolYearId} from ${events} where ${events.id} = ${bookings.eventId})`,
  ),
);

/**
 * The bookings that hold the child, as a literal: the planner proves the participants tab's
 * partial index (`bookings_event_given_name_idx`) from it whatever the driver binds.
 */
const holdsChild = sql`${bookings.bookingStatus} not in (${sql.raw(
  GONE.map((status) => `'${status}'`).join(', '),
)})`;

/**
 * `GET /api/participant/by-event/{eventId}`: one page of a service's participants (every
 * booking but cancelled ones) with their class in the service's school year, sorted as asked
 * and then by booking id (stable across pages). No total: the tab loads until a page is empty.
 *
 * The child's names are the booking's own copy (kept by triggers, migration
 * booking_participant_names): by given name, a page is read from one index alone — page 50 of a
 * busy service's 3,700 bookings skips 980 index entries instead of joining every booking to its
 * child and person and sorting them (issue 16 bench, PGlite). The classes are read for the
 * page's 20 rows after the page (unless the order is by class): joined to every booking before
 * the sort, they cost more than the page itself.
 */
export async function listEventParticipants(
  db: Database,
  eventId: number,
  query: EventParticipantsQuery,
): Promise<ListAnswer<EventParticipantRow>> {
  const byClass = query.orderBy === 'clazz';
  const base = db
    .select({
      id: bookings.participantId,
      bookingId: bookings.id,
      givenName: bookings.participantGivenName,
      familyName: bookings.participantFamilyName,
      registrationDate: bookings.registrationDate,
      bookingStatus: bookings.bookingStatus,
      clazz: byClass ? clazzOf : sql<string>`''`,
    })
    .from(bookings)
    .$dynamic();
  const select = byClass ? base.leftJoin(participantClasses, classOfBooking) : base;
  const page = await listPage(db, select, query, {
    orderColumns: {
      givenName: bookings.participantGivenName,
      familyName: bookings.participantFamilyName,
      registrationDate: bookings.registrationDate,
      bookingStatus: bookings.bookingStatus,
      clazz: clazzOf,
    },
    id: bookings.id,
    where: and(eq(bookings.eventId, eventId), holdsChild),
  });
  if (byClass || page.items.length === 0) return page;
  const classes = await db
    .select({ participantId: participantClasses.participantId, clazz: clazzOf })
    .from(participantClasses)
    .where(
      and(
        inArray(participantClasses.participantId, [...new Set(page.items.map((row) => row.id))]),
        eq(
          participantClasses.schoolYearId,
          sql`(select ${events.schoolYearId} from ${events} where ${events.id} = ${eventId})`,
        ),
      ),
    );
  const clazzById = new Map(classes.map((row) => [row.participantId, row.clazz]));
  return {
    ...page,
    items: page.items.map((row) => ({ ...row, clazz: clazzById.get(row.id) ?? '' })),
  };
}

/** Participants (distinct, by name) matching `where` on bookings/participants, with their class in `yearId`. */
async function participantOptions(
  db: Reader,
  yearId: number | null,
  where: SQL | undefined,
): Promise<ParticipantOption[]> {
  const rows = await db
    .select({
      id: participants.id,
      givenName: persons.givenName,
      familyName: persons.familyName,
      clazz: clazzOf,
    })
    .from(participants)
    .innerJoin(persons, eq(persons.id, participants.personId))
    .leftJoin(
      participantClasses,
      and(
        eq(participantClasses.participantId, participants.id),
        yearId === null ? sql`false` : eq(participantClasses.schoolYearId, yearId),
      ),
    )
    .where(where)
    .orderBy(asc(persons.familyName), asc(persons.givenName), asc(participants.id));
  return rows;
}

const bookedOn = (db: Reader, eventIds: SQL | readonly number[]) =>
  inArray(
    participants.id,
    db
      .select({ id: bookings.participantId })
      .from(bookings)
      .where(
        and(
          Array.isArray(eventIds)
            ? inArray(bookings.eventId, eventIds as number[])
            : (eventIds as SQL),
          notInArray(bookings.bookingStatus, [...GONE]),
        ),
      ),
  );

/** `POST /api/participant/by-event`: every participant of a service, with their class in its year. */
export async function listParticipantsOfEvent(db: Reader, eventId: number, yearId: number) {
  return participantOptions(db, yearId, bookedOn(db, [eventId]));
}

/** `GET /api/participant/instructor/{id}`: the participants of the instructor's services of the year. */
export async function listInstructorParticipants(
  db: Reader,
  instructorId: number,
  yearId: number | null,
) {
  if (yearId === null) return [];
  const taught = inArray(
    bookings.eventId,
    db
      .select({ id: eventInstructors.eventId })
      .from(eventInstructors)
      .innerJoin(events, eq(events.id, eventInstructors.eventId))
      .where(and(eq(eventInstructors.instructorId, instructorId), eq(events.schoolYearId, yearId))),
  );
  return participantOptions(db, yearId, bookedOn(db, taught));
}

/** `GET /api/participant/filter?schoolYear&grades`: the participants with a class of those grades in the year. */
export async function filterParticipants(
  db: Reader,
  yearId: number | null,
  grades: readonly Grade[],
) {
  if (yearId === null) return [];
  const inYear = db
    .select({ id: participantClasses.participantId })
    .from(participantClasses)
    .where(
      and(
        eq(participantClasses.schoolYearId, yearId),
        grades.length > 0 ? inArray(participantClasses.grade, [...grades]) : undefined,
      ),
    );
  return participantOptions(db, yearId, inArray(participants.id, inYear));
}

/** Participants booked on any of `eventIds` or among `participantIds`, with their class in the year. */
export async function listParticipantsOf(
  db: Reader,
  yearId: number | null,
  eventIds: readonly number[],
  participantIds: readonly number[] = [],
) {
  if (eventIds.length === 0 && participantIds.length === 0) return [];
  return participantOptions(
    db,
    yearId,
    or(
      eventIds.length > 0 ? bookedOn(db, eventIds) : undefined,
      participantIds.length > 0 ? inArray(participants.id, [...participantIds]) : undefined,
    ),
  );
}
