import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../database';
import { eventBusStops, eventGrades, eventRecurrences, events, stops } from '../schema';
import { draft } from './drafts';
import type { ServiceRecord } from './services';

/**
 * The services of a school year as seed records, read back from the database, so bookings can
 * be added to a database seeded on another day.
 */
export async function loadServices(db: Database, schoolYearId: number): Promise<ServiceRecord[]> {
  const rows = await db
    .select()
    .from(events)
    .where(eq(events.schoolYearId, schoolYearId))
    .orderBy(asc(events.id));
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const recurrences = await db
    .select()
    .from(eventRecurrences)
    .where(inArray(eventRecurrences.eventId, ids))
    .orderBy(asc(eventRecurrences.id));
  const grades = await db.select().from(eventGrades).where(inArray(eventGrades.eventId, ids));
  const busStops = await db
    .select({
      eventId: eventBusStops.eventId,
      stopId: eventBusStops.stopId,
      stop: stops.name,
      distance: eventBusStops.distance,
      totalPrice: eventBusStops.totalPrice,
      memberPrice: eventBusStops.memberPrice,
    })
    .from(eventBusStops)
    .innerJoin(stops, eq(stops.id, eventBusStops.stopId))
    .where(inArray(eventBusStops.eventId, ids))
    .orderBy(asc(eventBusStops.id));
  return rows.map((row) => {
    const own = recurrences.filter((recurrence) => recurrence.eventId === row.id);
    const ownStops = busStops.filter((stop) => stop.eventId === row.id);
    return {
      id: row.id,
      recurrenceIds: own.map((recurrence) => recurrence.id),
      stopIds: ownStops.map((stop) => stop.stopId),
      draft: draft({
        name: row.name,
        businessArea: row.businessArea,
        key: row.key,
        startDate: row.startDate ?? '',
        endDate: row.endDate ?? '',
        grades: grades.filter((grade) => grade.eventId === row.id).map((grade) => grade.grade),
        recurrences: own.map(({ dayOfWeek, time, endTime }) => ({ dayOfWeek, time, endTime })),
        maximumNumber: row.maximumNumber ?? 0,
        inbound: row.inbound,
        prices: {
          singlePrice: row.singlePrice,
          singleReducedPrice: row.singleReducedPrice,
          memberPrice: row.memberPrice,
          totalPrice: row.totalPrice,
        },
        busStops: ownStops.map(({ stop, distance, totalPrice, memberPrice }) => ({
          stop,
          distance,
          totalPrice,
          memberPrice,
        })),
      }),
    };
  });
}
