import { and, eq, inArray } from 'drizzle-orm';
import type { PriceCalculation, PriceQuery } from '../../../shared/model/booking';
import type { Database } from '../../db/database';
import { eventBusStops, eventRecurrences } from '../../db/schema';
import { invalidInput, notFound } from '../../errors';
import type { Session } from '../../http/env';
import { findReadableEvent } from '../event/read-event-detail';
import { participantOfCaller } from './participant-of-caller';
import { calculatePrice } from './rules/price';

/**
 * `GET /api/booking/calculate-price`: what booking the service would cost the participant's
 * customer (member price for a customer with a membership) and its label (spec 001 §9).
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
  const [stopRows, recurrenceRows] = await Promise.all([
    stopId === null
      ? Promise.resolve([])
      : db
          .select({ memberPrice: eventBusStops.memberPrice, totalPrice: eventBusStops.totalPrice })
          .from(eventBusStops)
          .where(and(eq(eventBusStops.eventId, service.id), eq(eventBusStops.stopId, stopId))),
    recurrenceIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: eventRecurrences.id })
          .from(eventRecurrences)
          .where(
            and(
              eq(eventRecurrences.eventId, service.id),
              inArray(eventRecurrences.id, recurrenceIds),
            ),
          ),
  ]);
  if (stopId !== null && stopRows.length === 0)
    throw invalidInput([{ path: 'stop-id', message: 'error.invalidInput' }]);
  if (recurrenceRows.length !== new Set(recurrenceIds).size)
    throw invalidInput([{ path: 'recurrence-ids', message: 'error.invalidInput' }]);
  return calculatePrice(service, {
    member: customer.hasMembership,
    singleDay: query['is-single-day'] === 'true',
    days: recurrenceIds.length,
    stop: stopRows[0] ?? null,
  });
}
