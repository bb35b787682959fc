import { eq } from 'drizzle-orm';
import type { Database } from '../../../server/db/database';
import { bookings, events, schoolYears } from '../../../server/db/schema';
import type { BookingStatus, Grade } from '../../../shared/model/enums';
import type { Inconsistency } from '../../../shared/model/inconsistency';
import {
  addDays,
  insertFamily,
  insertLocation,
  insertService,
  type ServiceFixture,
} from './service-fixtures';
import type { TestApp } from './test-app';

/**
 * A school year of its own for the inconsistency tests (so the demo's services stay out of the
 * overview), with helpers to add services, children and bookings by hand.
 */
export async function inconsistencyBed(t: TestApp) {
  const db: Database = t.database.db;
  const tag = Math.random().toString(36).slice(2, 8);
  const [year] = await db
    .insert(schoolYears)
    .values({
      name: `T-${tag}`,
      startDate: addDays(t.clock.now, -90),
      endDate: addDays(t.clock.now, 270),
    })
    .returning({ id: schoolYears.id });
  const schoolYearId = year!.id;
  let families = 0;
  const admin = await t.authAs('admin@kitebook.test');

  return {
    db,
    schoolYearId,
    admin,
    room: (capacity = 30) => insertLocation(db, capacity),
    async service(fixture: Omit<ServiceFixture, 'schoolYearId'> & { minimumNumber?: number } = {}) {
      const { minimumNumber, ...rest } = fixture;
      const locationId = rest.locationId === undefined ? await insertLocation(db) : rest.locationId;
      const service = await insertService(db, { schoolYearId, ...rest, locationId });
      if (minimumNumber !== undefined)
        await db.update(events).set({ minimumNumber }).where(eq(events.id, service.id));
      return service;
    },
    async child(grade: Grade | null = 'P3') {
      families++;
      return insertFamily(db, {
        login: `incons-${tag}-${families}@kitebook.test`,
        schoolYearId,
        grade,
      });
    },
    async book(participantId: number, eventId: number, bookingStatus: BookingStatus = 'ACCEPTED') {
      const [row] = await db
        .insert(bookings)
        .values({ participantId, eventId, bookingStatus })
        .returning({ id: bookings.id });
      return row!.id;
    },
    async of(eventId: number, headers = admin): Promise<Inconsistency[]> {
      const response = await t.call('GET', `/api/inconsistency/event/${eventId}`, { headers });
      if (response.status !== 200) throw new Error(`${response.status} ${await response.text()}`);
      return (await response.json()) as Inconsistency[];
    },
  };
}

/** The types (and other service, child) of a list, in a form easy to compare. */
export const typesOf = (found: Inconsistency[]) =>
  found.map((item) => item.inconsistencyType).sort();
