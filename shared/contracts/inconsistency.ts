import * as v from 'valibot';
import type { BookingCancelled } from '../model/booking-record';
import {
  bookingMovesSchema,
  cancelByInconsistencySchema,
  inconsistencyBookingsQuery,
  locationCollisionSchema,
  sendMailQuery,
  splitEventSchema,
  type Inconsistency,
  type InconsistencySummary,
  type MovableBooking,
} from '../model/inconsistency';
import { idTextSchema } from '../model/storable';
import { endpoint } from './endpoint';

const idParams = v.object({ id: idTextSchema });

/**
 * Inconsistencies of services and what resolves them (spec 001 §3, §4.6, §7; issue 23). Reads:
 * ADMIN every service, INSTRUCTOR those they teach; every action is ADMIN's and runs in one
 * transaction. What each rule means: server/services/inconsistency/README.md.
 */

/** `GET /api/inconsistency/event/{id}`: the service's inconsistencies, most serious first; 404 unknown. */
export const eventInconsistencies = endpoint<Inconsistency[]>()({
  method: 'GET',
  path: '/api/inconsistency/event/:id{[0-9]+}',
  can: 'inconsistency.read',
  ownRecords: 'inconsistency.read.any',
  params: idParams,
});

/** `GET /api/inconsistency/school-year/{id}`: each service of the year with inconsistencies, most serious first. */
export const schoolYearInconsistencies = endpoint<InconsistencySummary[]>()({
  method: 'GET',
  path: '/api/inconsistency/school-year/:id{[0-9]+}',
  can: 'inconsistency.read.any',
  params: idParams,
});

/** `PUT /api/event/adjust-event-max/{id}`: the maximum becomes the place-holding bookings' count. */
export const adjustEventMax = endpoint<Inconsistency[]>()({
  method: 'PUT',
  path: '/api/event/adjust-event-max/:id{[0-9]+}',
  can: 'inconsistency.resolve',
  params: idParams,
});

/** `PUT /api/event/adjust-event-min/{id}`: the minimum comes down to the place-holding bookings' count. */
export const adjustEventMin = endpoint<Inconsistency[]>()({
  method: 'PUT',
  path: '/api/event/adjust-event-min/:id{[0-9]+}',
  can: 'inconsistency.resolve',
  params: idParams,
});

/** `PUT /api/event/cancel-event/{id}`: the service is cancelled with every booking still on. */
export const cancelEvent = endpoint<Inconsistency[]>()({
  method: 'PUT',
  path: '/api/event/cancel-event/:id{[0-9]+}',
  can: 'inconsistency.resolve',
  params: idParams,
});

/** `PUT /api/booking/cancel-by-inconsistency`: cancels the child's booking of `eventId` that collides with `collisionId`. */
export const cancelByInconsistency = endpoint<BookingCancelled>()({
  method: 'PUT',
  path: '/api/booking/cancel-by-inconsistency',
  can: 'inconsistency.resolve',
  body: cancelByInconsistencySchema,
});

/** `PUT /api/inconsistency/location-collision`: the two services may share their room at that time. */
export const acceptLocationCollision = endpoint<Inconsistency[]>()({
  method: 'PUT',
  path: '/api/inconsistency/location-collision',
  can: 'inconsistency.resolve',
  body: locationCollisionSchema,
});

/** `PUT /api/booking/split-event`: moves the chosen children's bookings to the target service, all or none. */
export const splitEvent = endpoint<Inconsistency[]>()({
  method: 'PUT',
  path: '/api/booking/split-event',
  can: 'inconsistency.resolve',
  body: splitEventSchema,
});

/** `GET /api/booking/find-for-event-inconsistencies?eventId&inconsistencyType=GRADE`: the bookings with a false grade. */
export const findForEventInconsistencies = endpoint<MovableBooking[]>()({
  method: 'GET',
  path: '/api/booking/find-for-event-inconsistencies',
  can: 'inconsistency.resolve',
  query: inconsistencyBookingsQuery,
});

/** `PUT /api/booking/update-multiple-bookings?sendMail`: moves each booking to its service, all or none. */
export const updateMultipleBookings = endpoint<{ moved: number }>()({
  method: 'PUT',
  path: '/api/booking/update-multiple-bookings',
  can: 'inconsistency.resolve',
  query: sendMailQuery,
  body: bookingMovesSchema,
});
