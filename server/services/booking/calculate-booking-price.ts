import { and, eq } from 'drizzle-orm';
import type { PriceCalculation, PriceQuery } from '../../../shared/model/booking';
import type { Database } from '../../db/database';
import { eventBusStops, eventRecurrences } from '../../db/schema';
import { invalidInput, notFound } from '../../errors';
import type { Session } from '../auth/session';
import { findReadableEvent } from '../event/read-event-detail';
import { participantOfCaller } from './participant-of-caller';
import { bookingPrice } from './rules/price';

/**
 * `GET /api/booking/calculate-price`: what booking the service would cost the participant's
 * customer (member prices for a customer with a membership) and its label (spec 001 §9), by
 * the same rule as the booking stores (rules/price.ts `bookingPrice`): `stop-id` prices a bus
 * by its stop, `recurrence-ids` are the slots taken (a camp's single days, childminding's
 * weekdays; none = all). `is-single-day=true` without `recurrence-ids` asks for the price of
 * one single day of a camp.
 */
export async function calculateBookingPrice(
  db: Database,
  query: PriceQuery,
  { session }: { session: Session },
): Promise<PriceCalculation> {
  const customer = await participantOfCaller(db, session, query['participant-id']);
  const service = await findReadableEvent(db, query['service-id'], session);
  if (!service) throw notFound();
  const stopId = query['stop-id'] || null;
  const recurrenceIds = query['recurrence-ids'];
  const [stopRows, slots] = await Promise.all([
    stopId === null
      ? Promise.resolve([])
      : db
          .select({ memberPrice: eventBusStops.memberPrice, totalPrice: eventBusStops.totalPrice })
          .from(eventBusStops)
          .where(and(eq(eventBusStops.eventId, service.id), eq(eventBusStops.stopId, stopId))),
    db
      .select({ id: eventRecurrences.id, dayOfWeek: eventRecurrences.dayOfWeek })
      .from(eventRecurrences)
      .where(eq(eventRecurrences.eventId, service.id)),
  ]);
  if (stopId !== null && stopRows.length === 0)
    throw invalidInput([{ path: 'stop-id', message: 'error.invalidInput' }]);
  const named = slots.filter((slot) => recurrenceIds.includes(slot.id));
  if (named.length !== new Set(recurrenceIds).size)
    throw invalidInput([{ path: 'recurrence-ids', message: 'error.invalidInput' }]);
  const oneDay = query['is-single-day'] === 'true' && recurrenceIds.length === 0;
  const chosen = oneDay ? slots.slice(0, 1) : recurrenceIds.length === 0 ? slots : named;
  return bookingPrice(service, {
    member: customer.hasMembership,
    stop: stopRows[0] ?? null,
    chosen,
    partial: oneDay || chosen.length < slots.length,
  });
}
