import { WaitingListOrderSchema, type WaitingListEntry } from '../model/waiting-list';
import { idParamSchema } from '../model/storable';
import { endpoint } from './endpoint';

/**
 * The office's view of a service's waiting list (issue 23.5; the families' answer to an offer
 * is `answerWaitingListContract` in booking-save.ts). ADMIN only.
 */

/** `GET /api/booking/waiting-list/{eventId}`: the list in order; 404 for an unknown service. */
export const readWaitingListContract = endpoint<WaitingListEntry[]>()({
  method: 'GET',
  path: '/api/booking/waiting-list/:id{[0-9]+}',
  can: 'booking.manage',
  params: idParamSchema,
});

/**
 * `PUT /api/booking/waiting-list/order` `{ eventId, bookings: [{ id, version }] }`: the list in
 * a new order, answered as the read does. 400 when the bookings are not exactly the service's
 * waiting list; 409 when one of them changed since it was read.
 */
export const reorderWaitingListContract = endpoint<WaitingListEntry[]>()({
  method: 'PUT',
  path: '/api/booking/waiting-list/order',
  can: 'booking.manage',
  body: WaitingListOrderSchema,
});
