import type { CustomerBookingResult } from '../model/booking';
import type { ChildmindingOffer, ChildmindingRegistration } from '../model/childminding';
import { childmindingOfferContract, registerChildmindingContract } from '../contracts/childminding';
import { call } from './call';
import type { ApiClient } from './client';

/**
 * `GET /api/booking/childminding` (everyone): how childminding is offered now (the mode, the
 * external link when OUTSOURCED, whether registration is open here and why not) and the
 * services to register for, with their weekdays, end times and day prices.
 */
export function getChildmindingOffer(
  client: ApiClient,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ChildmindingOffer> {
  return call(client, childmindingOfferContract, {}, { signal });
}

/**
 * `PUT /api/booking/childminding` (CUSTOMER, MEMBER): registers a child for childminding on
 * the weekdays until the end time from the start date, as a PENDING booking. 403
 * `booking.notOffered.CHILDMINDING` or `childminding.outsourced` while registration is closed;
 * 400 `childminding.slotNotOffered` (path `weekdays`), `booking.startDateOutOfRange` (path
 * `startDate`) or the booking check's errors; 409 an unconfirmed warning.
 */
export function registerChildminding(
  client: ApiClient,
  registration: Omit<ChildmindingRegistration, 'confirmedWarnings' | 'notes'> &
    Partial<Pick<ChildmindingRegistration, 'confirmedWarnings' | 'notes'>>,
): Promise<CustomerBookingResult> {
  return call(client, registerChildmindingContract, { body: registration });
}
