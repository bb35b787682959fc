import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  TRANSITION_KEYS,
  type NextSchoolYearTransition,
  type RollbackCounts,
} from '../../../shared/model/school-year-transition';
import type { Database, Reader } from '../../db/database';
import { bookings, events, images, participantClasses } from '../../db/schema';
import { AppError } from '../../errors';
import type { HistoryActor } from '../history/record-history';
import {
  moveTransition,
  readUpcomingYear,
  transitionOf,
  type TransitionYear,
} from './upcoming-year';

const count = sql<number>`count(*)::int`;

/** What a rollback of `year` would remove, and the bookings of its services. */
async function countYear(db: Reader, year: TransitionYear): Promise<RollbackCounts> {
  const [[classes], [services], [booked]] = await Promise.all([
    db
      .select({ n: count })
      .from(participantClasses)
      .where(
        and(eq(participantClasses.schoolYearId, year.id), eq(participantClasses.rolledOut, true)),
      ),
    db
      .select({ n: count })
      .from(events)
      .where(and(eq(events.schoolYearId, year.id), isNotNull(events.rolledOutFromId))),
    db
      .select({ n: count })
      .from(bookings)
      .innerJoin(events, eq(events.id, bookings.eventId))
      .where(eq(events.schoolYearId, year.id)),
  ]);
  return {
    schoolYear: year.name,
    transitionState: year.transitionState,
    classes: classes?.n ?? 0,
    services: services?.n ?? 0,
    bookings: booked?.n ?? 0,
  };
}

/** `GET api/count/rollback-counts`: what a rollback of the upcoming year would remove now. */
export async function readRollbackCounts(db: Reader, today: string): Promise<RollbackCounts> {
  const year = await readUpcomingYear(db, today);
  if (!year)
    return {
      schoolYear: null,
      transitionState: 'NOT_ROLLED_OUT',
      classes: 0,
      services: 0,
      bookings: 0,
    };
  return countYear(db, year);
}

/** 409 refusing a rollback: the upcoming year has bookings (a rollback never deletes one). */
const bookingsExist = () => new AppError(409, { message: TRANSITION_KEYS.bookingsExist });

/**
 * `PATCH api/school-year/rollback` (spec 002 §4): removes the classes and the services the
 * roll-out made (with their rows and pictures) and sets NOT_ROLLED_OUT, in one transaction
 * under the upcoming year's row lock. Ignored unless the state is ROLLBACK_POSSIBLE: a second
 * click, or one that waited for the first's lock, answers the state as it is. Refused (409) once
 * any service of the year has a booking; nothing is removed then.
 */
export async function rollbackSchoolYear(
  db: Database,
  today: string,
  actor: HistoryActor,
): Promise<NextSchoolYearTransition> {
  return db.transaction(async (tx) => {
    const year = await readUpcomingYear(tx, today, { lock: true });
    if (!year || year.transitionState !== 'ROLLBACK_POSSIBLE') return transitionOf(year);
    const counts = await countYear(tx, year);
    if (counts.bookings > 0) throw bookingsExist();

    const copies = await tx
      .delete(events)
      .where(and(eq(events.schoolYearId, year.id), isNotNull(events.rolledOutFromId)))
      .returning({ imageId: events.imageId });
    const pictures = copies.flatMap((copy) => (copy.imageId === null ? [] : [copy.imageId]));
    if (pictures.length > 0) await tx.delete(images).where(inArray(images.id, pictures));
    await tx
      .delete(participantClasses)
      .where(
        and(eq(participantClasses.schoolYearId, year.id), eq(participantClasses.rolledOut, true)),
      );
    return moveTransition(tx, year, 'NOT_ROLLED_OUT', actor);
  });
}
