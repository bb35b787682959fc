import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { bookingNotices, bookings } from '../../db/schema';
import { readPlacesLeft } from '../event/places-left';
import { queueBookingMails, type BookingMail, type BookingMailOptions } from './booking-mails';

/** What one booking change mails: its own mails, and the services where a place may be free now. */
export interface BookingChangeMails {
  mails?: readonly BookingMail[];
  /** Services whose bookings gave up a place (a cancel, a decline). */
  freedEvents?: readonly number[];
}

/**
 * Queues a booking change's mails in its transaction (issue 20.6): nothing without `options`
 * (a caller outside a request, such as the seed). Where a place is free now, the service's
 * waiting-list families are offered it ({@link queueWaitingListOffers}).
 */
export async function mailBookingChange(
  tx: Transaction | Database,
  { mails = [], freedEvents = [] }: BookingChangeMails,
  options: BookingMailOptions | undefined,
): Promise<void> {
  if (!options) return;
  await queueBookingMails(tx, mails, options);
  await queueWaitingListOffers(tx, freedEvents, options);
}

/**
 * The waiting-list offer (issue 20.6): for each service with a free place, every booking on its
 * waiting list is told, oldest registration first — first come, first served, as the portal's
 * "take the place" is (answer-waiting-list.ts). Each booking gets at most one offer a day
 * (`booking_notices` `offer:<today>`), so a morning of cancellations sends one mail, not ten.
 */
export async function queueWaitingListOffers(
  tx: Transaction | Database,
  eventIds: readonly number[],
  options: BookingMailOptions,
): Promise<number> {
  const unique = [...new Set(eventIds)];
  if (unique.length === 0) return 0;
  const left = await readPlacesLeft(tx, unique);
  const open = unique.filter((id) => {
    const places = left.get(id);
    return places === null || (places !== undefined && places > 0);
  });
  if (open.length === 0) return 0;
  const waiting = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(inArray(bookings.eventId, open), eq(bookings.bookingStatus, 'WAITING_LIST')))
    .orderBy(asc(bookings.registrationDate), asc(bookings.id));
  if (waiting.length === 0) return 0;
  const noticed = await tx
    .insert(bookingNotices)
    .values(waiting.map((row) => ({ bookingId: row.id, notice: `offer:${options.today}` })))
    .onConflictDoNothing()
    .returning({ bookingId: bookingNotices.bookingId });
  const fresh = new Set(noticed.map((row) => row.bookingId));
  return queueBookingMails(
    tx,
    waiting.filter((row) => fresh.has(row.id)).map((row) => ({ bookingId: row.id, kind: 'offer' })),
    options,
  );
}
