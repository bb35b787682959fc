import type { CustomerBookingResult } from '../model/booking';
import type { ChildmindingOffer } from '../model/childminding';
import { ChildmindingRegistrationSchema } from '../model/childminding';
import { endpoint } from './endpoint';

/**
 * `GET /api/booking/childminding` (everyone): how childminding is offered now and the services
 * to register for.
 */
export const childmindingOfferContract = endpoint<ChildmindingOffer>()({
  method: 'GET',
  path: '/api/booking/childminding',
  can: 'event.read',
  widget: true,
});

/** `PUT /api/booking/childminding`: registers one of the caller's children, PENDING. */
export const registerChildmindingContract = endpoint<CustomerBookingResult>()({
  method: 'PUT',
  path: '/api/booking/childminding',
  can: 'booking.own',
  widget: true,
  // Their own children only, checked before the area, the service and the dates, so the route
  // × role test's probe needs no open childminding service.
  ownRecords: 'booking.manage',
  body: ChildmindingRegistrationSchema,
});
