import type { Transaction } from '../../db/database';
import { offerFreedPlaces } from '../booking/waiting-list/offer-places';
import { queueBookingMails, type BookingChangeOptions, type BookingMail } from './booking-mails';

/** What one booking change mails: its own mails, and the services where a place may be free now. */
export interface BookingChangeMails {
  mails?: readonly BookingMail[];
  /** Services where a place may be free now (a cancel, a decline, a move away, a new maximum). */
  freedEvents?: readonly number[];
}

/**
 * Queues a booking change's mails in its transaction (issue 20.6): nothing without `options`
 * (a caller outside a request, such as the seed). Where a place may be free now, the service's
 * waiting list is offered it in the same transaction (issue 23.5, `offerFreedPlaces`).
 */
export async function mailBookingChange(
  tx: Transaction,
  { mails = [], freedEvents = [] }: BookingChangeMails,
  options: BookingChangeOptions | undefined,
): Promise<void> {
  if (!options) return;
  await queueBookingMails(tx, mails, options);
  await offerFreedPlaces(tx, freedEvents, { now: options.now, mail: options });
}
