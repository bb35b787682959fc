import { eq } from 'drizzle-orm';
import { can } from '../../../../shared/access/capabilities';
import {
  ACTIVE_STATUSES,
  CAPACITY_STATUSES,
  type BookingWarningKey,
} from '../../../../shared/model/booking';
import { BOOKING_SAVE_ISSUES, type BookingSave } from '../../../../shared/model/booking-record';
import type { BookingStatus } from '../../../../shared/model/enums';
import type { SchoolClock } from '../../../../shared/model/school-time';
import { bookingFormIssues } from '../../../../shared/rules/booking-form';
import type { Database, Transaction } from '../../../db/database';
import { bookingRecurrences, bookings, events } from '../../../db/schema';
import { forbidden, invalidInput, notFound, staleVersion } from '../../../errors';
import type { Session } from '../../auth/session';
import { readAreaSwitches, type AreaSwitches } from '../../event/area-switches';
import { actorOf } from '../../history/history-actor';
import { recordHistory } from '../../history/record-history';
import { assessBooking } from '../assess-booking';
import { BOOKING_MONEY, bookingSnapshot } from '../booking-snapshot';
import { bookingPrice } from '../rules/price';
import { ensureMayReachBooking, type BookingReach } from './booking-access';
import { planBookingWrite, type BookingRow, type Planned } from './plan-booking-write';
import { refusedByCheck } from './refused-by-check';
import { ensureEscortOfChild } from './escort-of-child';
import { mailBookingChange } from '../../email/booking-change-mails';
import { mailForStatus, type WithBookingMail } from '../../email/booking-mails';

const holdsPlace = (status: BookingStatus) =>
  (ACTIVE_STATUSES as readonly BookingStatus[]).includes(status);

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && [...a].sort().every((id, index) => id === [...b].sort()[index]);

/** Options of {@link saveOfficeBooking}. */
export type SaveOptions = { session: Session } & SchoolClock & WithBookingMail;

/**
 * `PUT /api/booking`: stores the booking dialog's save and answers the booking's id.
 *
 * A new booking (office only) and a change that makes the booking hold a place or changes its
 * weekdays or stop pass every rule a parent's booking passes (assess-booking.ts: the caller's
 * right to the child, the request's fit, the check's errors), with the capacity warnings to
 * confirm (`confirmedWarnings`, else 409 naming them). As in book-service.ts the service's row
 * is locked first (`SELECT … FOR UPDATE`), so saves of one service are decided one after another
 * and capacity holds under concurrency. Then the booking's row, whose `version` must match
 * (409 otherwise). FINISHED bookings are not editable (400).
 */
export async function saveOfficeBooking(
  db: Database,
  input: BookingSave,
  options: SaveOptions,
): Promise<number> {
  const { session } = options;
  // A new booking is the office's; parents book through PUT /api/booking/customer.
  if (input.id === null && !can(session, 'booking.manage')) throw forbidden();
  const reach: BookingReach =
    input.id === null ? 'office' : (await ensureMayReachBooking(db, session, input.id)).reach;
  return writeBooking(
    db,
    {
      id: input.id,
      version: input.version,
      serviceId: input.serviceId,
      reach,
      confirmedWarnings: input.confirmedWarnings,
      plan: (stored, storedSlots, stopOf) =>
        planBookingWrite(input, stored, storedSlots, reach, stopOf),
    },
    options,
  );
}

/** What {@link writeBooking} stores: a new booking (`id` null) or a stored one's change. */
export interface BookingWrite {
  id: number | null;
  version: number | null;
  /** A new booking's service (a stored booking keeps its own). */
  serviceId: number;
  reach: BookingReach;
  confirmedWarnings: readonly BookingWarningKey[];
  /**
   * What the write stores, from the stored booking (null for a new one) under the locks. Another
   * `eventId` than the stored one moves the booking there (the office's split and bulk move).
   */
  plan: (
    stored: BookingRow | null,
    storedSlots: number[],
    stopOf: (row: BookingRow) => number | null,
  ) => Planned;
}

/**
 * The one write of the office's saves (`PUT /api/booking`, change-booking, each booking of
 * create-bookings): the service's row locked first (`SELECT … FOR UPDATE`), then the booking's
 * with its version, the form's rules, the escort, the booking check when the booking is new,
 * changes its weekdays or stop or holds a place again, and the insert or update — and the
 * booking's history entry (only the changed fields), in the same transaction.
 */
export async function writeBooking(
  db: Database,
  request: BookingWrite,
  { session, today, now, mail }: SaveOptions,
): Promise<number> {
  const switches = await readAreaSwitches(db);
  return db.transaction(async (tx) => {
    const storedEventId =
      request.id === null
        ? request.serviceId
        : ((
            await tx
              .select({ eventId: bookings.eventId })
              .from(bookings)
              .where(eq(bookings.id, request.id))
          )[0]?.eventId ?? null);
    if (storedEventId === null) throw notFound();
    const [source] = await tx
      .select()
      .from(events)
      .where(eq(events.id, storedEventId))
      .for('update');
    if (!source) throw notFound();
    const stored =
      request.id === null
        ? null
        : ((await tx.select().from(bookings).where(eq(bookings.id, request.id)).for('update'))[0] ??
          null);
    if (request.id !== null && !stored) throw notFound();
    if (stored && stored.version !== request.version) throw staleVersion();
    if (stored?.bookingStatus === 'FINISHED')
      throw invalidInput(
        [{ path: 'bookingStatus', message: BOOKING_SAVE_ISSUES.finished }],
        BOOKING_SAVE_ISSUES.finished,
      );
    const storedSlots = stored ? await slotsOf(tx, stored.id) : [];
    // The history's "before" (issue 18); a refused save rolls its entry back with it.
    const before = stored ? await bookingSnapshot(tx, stored.id) : null;
    const stopOf = (row: BookingRow) => (source.inbound ? row.startStopId : row.destinationStopId);
    const next = request.plan(stored, storedSlots, stopOf);
    // A move to another service (split, bulk move: the office's only) locks that service too, so
    // its places are counted as every save of it counts them; its dates and slots then apply.
    const moved = stored !== null && next.eventId !== stored.eventId;
    if (moved && request.reach !== 'office') throw forbidden();
    const [service] = moved
      ? await tx.select().from(events).where(eq(events.id, next.eventId)).for('update')
      : [source];
    if (!service) throw notFound();

    const issues = bookingFormIssues(next, service);
    if (issues.length > 0) throw invalidInput(issues, issues[0]!.message);
    // Spec 001 §5: a customer names the escort when the escort feature is on.
    if (request.reach === 'family' && switches.toggles.enableEscort && next.escortPersonId === null)
      throw invalidInput(
        [{ path: 'escortPersonId', message: BOOKING_SAVE_ISSUES.escort }],
        BOOKING_SAVE_ISSUES.escort,
      );
    if (next.escortPersonId !== null && next.escortPersonId !== stored?.escortPersonId)
      await ensureEscortOfChild(tx, next.participantId, next.escortPersonId);

    const recheck =
      stored === null ||
      moved ||
      !sameIds(next.recurrenceIds, storedSlots) ||
      next.stopId !== stopOf(stored) ||
      (!holdsPlace(stored.bookingStatus) && holdsPlace(next.bookingStatus));
    const decided = recheck
      ? await decide(tx, next, request.confirmedWarnings, {
          session,
          today,
          switches,
          bookingId: stored?.id ?? null,
          office: request.reach === 'office',
        })
      : null;

    const values = {
      bookingStatus: next.bookingStatus,
      startDate: next.startDate ?? decided?.dates.startDate ?? null,
      endDate: next.endDate ?? decided?.dates.endDate ?? null,
      registrationDate: next.registrationDate ?? today,
      cancellationDate:
        next.cancellationDate ??
        (next.bookingStatus === 'CANCELED' || next.bookingStatus === 'CANCELED_IMMEDIATELY'
          ? today
          : null),
      individualPrice: next.individualPrice,
      notes: next.notes,
      cancellationNotes: next.cancellationNotes,
      homeworkSupport: next.homeworkSupport,
      sendEmail: next.sendEmail,
      escortPersonId: next.escortPersonId,
      ...(decided
        ? {
            price: decided.price,
            startStopId: decided.startStopId,
            destinationStopId: decided.destinationStopId,
          }
        : {}),
    };
    let bookingId: number;
    if (stored === null) {
      const [row] = await tx
        .insert(bookings)
        .values({ ...values, participantId: next.participantId, eventId: next.eventId })
        .returning({ id: bookings.id });
      bookingId = row!.id;
    } else {
      bookingId = stored.id;
      await tx
        .update(bookings)
        .set({ ...values, eventId: next.eventId, version: stored.version + 1 })
        .where(eq(bookings.id, stored.id));
    }
    if (decided) {
      await tx.delete(bookingRecurrences).where(eq(bookingRecurrences.bookingId, bookingId));
      if (decided.slotIds.length > 0)
        await tx
          .insert(bookingRecurrences)
          .values(decided.slotIds.map((eventRecurrenceId) => ({ bookingId, eventRecurrenceId })));
    }
    await recordHistory(tx, {
      entity: 'booking',
      id: bookingId,
      before,
      after: await bookingSnapshot(tx, bookingId),
      actor: actorOf(session, now),
      money: BOOKING_MONEY,
    });
    // Issue 20.6: the office's `sendEmail` decides whether a new status is mailed; a place
    // given up is offered to the waiting list either way.
    const statusChanged = stored === null || stored.bookingStatus !== next.bookingStatus;
    const kind = next.sendEmail && statusChanged ? mailForStatus(next.bookingStatus) : null;
    // A place is given up where the booking was: by its new status, or by its move elsewhere.
    const freed =
      stored !== null &&
      holdsPlace(stored.bookingStatus) &&
      (moved || !holdsPlace(next.bookingStatus));
    await mailBookingChange(
      tx,
      { mails: kind ? [{ bookingId, kind }] : [], freedEvents: freed ? [stored.eventId] : [] },
      mail,
    );
    return bookingId;
  });
}

/** The slots a stored booking takes. */
async function slotsOf(tx: Transaction, bookingId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: bookingRecurrences.eventRecurrenceId })
    .from(bookingRecurrences)
    .where(eq(bookingRecurrences.bookingId, bookingId));
  return rows.map((row) => row.id);
}

/**
 * The booking rules for what the save stores, inside the transaction that holds the service's
 * lock: the check's errors and the blocking `noLocation` refuse it (400), a capacity warning
 * not confirmed refuses it with 409 (only for a status that takes a place). An office save
 * of a childminding booking needs `enableChildmindingBookingAdmin` (400 "childminding disabled").
 */
async function decide(
  tx: Transaction,
  next: Planned,
  confirmedWarnings: readonly BookingWarningKey[],
  {
    session,
    today,
    switches,
    bookingId,
    office,
  }: {
    session: Session;
    today: string;
    switches: AreaSwitches;
    bookingId: number | null;
    office: boolean;
  },
) {
  const [area] = await tx
    .select({ businessArea: events.businessArea })
    .from(events)
    .where(eq(events.id, next.eventId));
  if (
    office &&
    area?.businessArea === 'CHILDMINDING' &&
    switches.toggles.enableChildmindingBookingAdmin === false
  )
    throw invalidInput(
      [{ path: 'serviceId', message: BOOKING_SAVE_ISSUES.childmindingDisabled }],
      BOOKING_SAVE_ISSUES.childmindingDisabled,
    );
  const assessed = await assessBooking(
    tx,
    {
      id: bookingId,
      serviceId: next.eventId,
      participantId: next.participantId,
      recurrenceIds: next.recurrenceIds,
      stopId: next.stopId,
      // The office's own start counts when it is not in the past (the check refuses those).
      startDate: next.startDate !== null && next.startDate >= today ? next.startDate : null,
    },
    { session, today, switches },
  );
  const takesPlace = (CAPACITY_STATUSES as readonly BookingStatus[]).includes(next.bookingStatus);
  refusedByCheck(assessed.result, confirmedWarnings, { takesPlace });
  const { participant, stop, schoolStop, chosen, partial, dates, service } = assessed;
  const bus = stop !== null;
  return {
    dates,
    // As a parent's booking: the slots taken, every slot when none were named.
    slotIds: chosen.map((slot) => slot.id),
    price: bookingPrice(service, {
      member: participant?.hasMembership ?? false,
      stop,
      chosen,
      partial,
    }).amount,
    // Inbound the child gets on at the stop and off at the school; outbound the reverse.
    startStopId: bus ? (service.inbound ? stop.stopId : (schoolStop?.stopId ?? null)) : null,
    destinationStopId: bus ? (service.inbound ? (schoolStop?.stopId ?? null) : stop.stopId) : null,
  };
}
