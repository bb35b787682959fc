import { eq } from 'drizzle-orm';
import type { Database } from '../../../server/db/database';
import { eventBusStops, events, stops } from '../../../server/db/schema';
import type { Weekday } from '../../../shared/model/enums';
import { insertService } from './service-fixtures';

/** A stop of a test line: its name, minutes from the first stop and prices. */
export interface StopFixture {
  name: string;
  distance: number | null;
  totalPrice?: number | null;
  memberPrice?: number | null;
}

/** The stop's id, creating the stop when no stop has that name yet. */
async function stopId(db: Database, name: string): Promise<number> {
  const [found] = await db.select({ id: stops.id }).from(stops).where(eq(stops.name, name));
  if (found) return found.id;
  const [row] = await db
    .insert(stops)
    .values({ name, street: `${name} street` })
    .returning({ id: stops.id });
  return row!.id;
}

/** A test bus line (a SCHOOL_BUS service) with its stops, one slot per weekday at `time`. */
export async function insertBusLine(
  db: Database,
  {
    schoolYearId,
    inbound,
    time,
    stops: lineStops,
    weekdays = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'],
    maximumNumber = 40,
  }: {
    schoolYearId: number;
    inbound: boolean;
    time: string;
    stops: StopFixture[];
    weekdays?: Weekday[];
    maximumNumber?: number;
  },
): Promise<{ id: number; recurrenceIds: number[]; stopIds: Record<string, number> }> {
  const line = await insertService(db, {
    schoolYearId,
    businessArea: 'SCHOOL_BUS',
    grades: [],
    language: null,
    recurrences: weekdays.map((dayOfWeek) => ({ dayOfWeek, time, endTime: null })),
    maximumNumber,
    memberPrice: null,
    totalPrice: null,
  });
  await db.update(events).set({ inbound }).where(eq(events.id, line.id));
  const stopIds: Record<string, number> = {};
  for (const stop of lineStops) {
    stopIds[stop.name] = await stopId(db, stop.name);
    await db.insert(eventBusStops).values({
      eventId: line.id,
      stopId: stopIds[stop.name]!,
      distance: stop.distance,
      totalPrice: stop.totalPrice ?? null,
      memberPrice: stop.memberPrice ?? null,
    });
  }
  return { id: line.id, recurrenceIds: line.recurrenceIds, stopIds };
}
