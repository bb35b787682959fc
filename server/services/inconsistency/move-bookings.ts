import { asc, eq } from 'drizzle-orm';
import { ACTIVE_STATUSES } from '../../../shared/model/booking';
import type { Grade } from '../../../shared/model/enums';
import {
  INCONSISTENCY_ISSUES,
  type BookingMove,
  type SplitEvent,
} from '../../../shared/model/inconsistency';
import type { Database, Transaction } from '../../db/database';
import {
  bookingRecurrences,
  bookings,
  eventGrades,
  eventRecurrences,
  events,
} from '../../db/schema';
import { invalidInput, notFound } from '../../errors';
import { writeBooking, type SaveOptions } from '../booking/office/save-booking';
import { isFalseGrade } from '../booking/rules/false-grade';
import { childrenBookings } from './children-bookings';

/** What a move needs of the target service. */
interface Target {
  id: number;
  schoolYearId: number;
  businessArea: (typeof events.$inferSelect)['businessArea'];
}

async function readTarget(tx: Transaction, eventId: number): Promise<Target> {
  const [target] = await tx
    .select({ id: events.id, schoolYearId: events.schoolYearId, businessArea: events.businessArea })
    .from(events)
    .where(eq(events.id, eventId));
  if (!target) throw notFound();
  return target;
}

/**
 * The target's slots for a moved booking: none when the booking names none (it takes every slot
 * of its service, and so of the target); else per weekday it took, the target's slot of that
 * weekday with the same end time, or its first one that weekday (childminding's two end times).
 */
async function targetSlots(tx: Transaction, bookingId: number, targetId: number) {
  const taken = await tx
    .select({ dayOfWeek: eventRecurrences.dayOfWeek, endTime: eventRecurrences.endTime })
    .from(bookingRecurrences)
    .innerJoin(eventRecurrences, eq(eventRecurrences.id, bookingRecurrences.eventRecurrenceId))
    .where(eq(bookingRecurrences.bookingId, bookingId));
  if (taken.length === 0) return [];
  const offered = await tx
    .select({
      id: eventRecurrences.id,
      dayOfWeek: eventRecurrences.dayOfWeek,
      endTime: eventRecurrences.endTime,
    })
    .from(eventRecurrences)
    .where(eq(eventRecurrences.eventId, targetId))
    .orderBy(asc(eventRecurrences.time), asc(eventRecurrences.id));
  const ids = taken.flatMap((slot) => {
    const sameDay = offered.filter((candidate) => candidate.dayOfWeek === slot.dayOfWeek);
    const match = sameDay.find((candidate) => candidate.endTime === slot.endTime) ?? sameDay[0];
    return match ? [match.id] : [];
  });
  return [...new Set(ids)];
}

/**
 * Moves one stored booking to `target` through the office's one write (save-booking.ts): both
 * services' rows locked, the booking's version, every booking rule for the target (grade,
 * collisions, the room, the target's places: a full target refuses with 409), the new price.
 */
async function moveBooking(
  tx: Transaction,
  bookingId: number,
  target: Target,
  { sendEmail, ...options }: SaveOptions & { sendEmail: boolean | null },
): Promise<void> {
  const [stored] = await tx
    .select({ version: bookings.version })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!stored) throw notFound();
  const recurrenceIds = await targetSlots(tx, bookingId, target.id);
  await writeBooking(
    tx,
    {
      id: bookingId,
      version: stored.version,
      serviceId: target.id,
      reach: 'office',
      confirmedWarnings: [],
      plan: (kept, _slots, stopOf) => ({
        participantId: kept!.participantId,
        eventId: target.id,
        bookingStatus: kept!.bookingStatus,
        recurrenceIds,
        stopId: stopOf(kept!),
        escortPersonId: kept!.escortPersonId,
        // The target's dates (today's start when it runs already), as for a new booking.
        startDate: null,
        endDate: null,
        registrationDate: kept!.registrationDate,
        cancellationDate: kept!.cancellationDate,
        individualPrice: kept!.individualPrice,
        notes: kept!.notes,
        cancellationNotes: kept!.cancellationNotes,
        homeworkSupport: kept!.homeworkSupport,
        sendEmail: sendEmail ?? kept!.sendEmail,
      }),
    },
    options,
  );
}

/**
 * `PUT /api/booking/split-event` (EVENT_MAX): the chosen children's bookings of the source move
 * to the target, all or none in one transaction. Refused with 400: the target is the source or
 * in another school year, a child has no booking on of the source, or a child's grade does not
 * fit the target (spec 001 §8's split message, naming the child); the booking rules refuse the
 * rest (a full target: 409).
 */
export async function splitEvent(db: Database, input: SplitEvent, options: SaveOptions) {
  await db.transaction(async (tx) => {
    const source = await readTarget(tx, input.sourceEventId);
    const target = await readTarget(tx, input.targetEventId);
    if (source.id === target.id)
      throw invalidInput(
        [{ path: 'targetEventId', message: INCONSISTENCY_ISSUES.sameService }],
        INCONSISTENCY_ISSUES.sameService,
      );
    if (source.schoolYearId !== target.schoolYearId)
      throw invalidInput(
        [{ path: 'targetEventId', message: INCONSISTENCY_ISSUES.otherYear }],
        INCONSISTENCY_ISSUES.otherYear,
      );
    const children = [...new Set(input.movedParticipants)];
    const rows = await childrenBookings(
      tx,
      {
        eventId: source.id,
        participantIds: children,
        gradeYearId: target.schoolYearId,
        statuses: ACTIVE_STATUSES,
      },
      [asc(bookings.id)],
    );
    const grades = (
      await tx
        .select({ grade: eventGrades.grade })
        .from(eventGrades)
        .where(eq(eventGrades.eventId, target.id))
    ).map((row) => row.grade as Grade);
    const graded = { businessArea: target.businessArea, grades };
    for (const [index, participantId] of children.entries()) {
      const row = rows.find((candidate) => candidate.participantId === participantId);
      const path = `movedParticipants.${index}`;
      if (!row)
        throw invalidInput(
          [{ path, message: INCONSISTENCY_ISSUES.notMovable }],
          INCONSISTENCY_ISSUES.notMovable,
        );
      if (isFalseGrade(graded, row.grade)) {
        const values = { name: `${row.givenName} ${row.familyName}` };
        throw invalidInput(
          [{ path, message: INCONSISTENCY_ISSUES.falseGrade, values }],
          INCONSISTENCY_ISSUES.falseGrade,
        );
      }
    }
    for (const participantId of children) {
      const row = rows.find((candidate) => candidate.participantId === participantId)!;
      await moveBooking(tx, row.bookingId, target, { ...options, sendEmail: null });
    }
  });
}

/**
 * `PUT /api/booking/update-multiple-bookings?sendMail` (GRADE, bulk edit): each booking moves to
 * its service, all or none in one transaction: 404 for an unknown booking or service, 400 for a
 * target in another school year or a booking not on, and the booking rules for each target.
 * `sendMail` is stored as each moved booking's notify flag.
 */
export async function updateMultipleBookings(
  db: Database,
  moves: readonly BookingMove[],
  { sendMail, ...options }: SaveOptions & { sendMail: boolean },
): Promise<{ moved: number }> {
  return db.transaction(async (tx) => {
    let moved = 0;
    for (const [index, move] of moves.entries()) {
      const [booking] = await tx
        .select({
          status: bookings.bookingStatus,
          eventId: bookings.eventId,
          schoolYearId: events.schoolYearId,
        })
        .from(bookings)
        .innerJoin(events, eq(events.id, bookings.eventId))
        .where(eq(bookings.id, move.bookingId));
      if (!booking) throw notFound();
      const target = await readTarget(tx, move.eventId);
      if (booking.schoolYearId !== target.schoolYearId)
        throw invalidInput(
          [{ path: `${index}.eventId`, message: INCONSISTENCY_ISSUES.otherYear }],
          INCONSISTENCY_ISSUES.otherYear,
        );
      if (!(ACTIVE_STATUSES as readonly string[]).includes(booking.status))
        throw invalidInput(
          [{ path: `${index}.bookingId`, message: INCONSISTENCY_ISSUES.notMovable }],
          INCONSISTENCY_ISSUES.notMovable,
        );
      if (booking.eventId === target.id) continue;
      await moveBooking(tx, move.bookingId, target, { ...options, sendEmail: sendMail });
      moved++;
    }
    return { moved };
  });
}
