import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { eventInstructors, instructors, users } from '../../../server/db/schema';
import {
  bookingYearId,
  insertFamily,
  insertLocation,
  insertService,
  type FamilyFixture,
} from './service-fixtures';
import { createTestApp, type TestApp } from './test-app';

/** The demo instructor, who teaches the services {@link BookingBed.teach} names. */
export const DEMO_INSTRUCTOR = 'instructor@kitebook.test';

/** What {@link bookingBed} hands the file once its `beforeAll` ran. */
export interface BookingBed {
  /** The booking phase's school year. */
  readonly yearId: number;
  /** A room of the file's own (capacity 500 unless told). */
  readonly locationId: number;
  /** A new family with one child (P3 unless told), login `<prefix><n>@kitebook.test`. */
  family: (
    options?: Omit<Parameters<typeof insertFamily>[1], 'login' | 'schoolYearId'>,
  ) => Promise<FamilyFixture>;
  /** A new service in the year and room (the fixture's defaults, `fields` over them). */
  service: (
    fields?: Partial<Parameters<typeof insertService>[1]>,
  ) => ReturnType<typeof insertService>;
  /** Makes `login` (the demo instructor unless told) an instructor of the service. */
  teach: (serviceId: number, login?: string) => Promise<void>;
}

/**
 * The booking API tests' bed (booking-dialog, booking-dialog-save, booking-parent, …): a test
 * app on a clone of the seeded template, the booking year, a room of the file's own, and
 * factories of families and services in them. Registers the file's `beforeAll`/`afterAll`;
 * `ready` receives the app for the file's `t`.
 *
 * ```ts
 * let t: TestApp;
 * const { family, service, teach } = bookingBed('save', (app) => (t = app));
 * it('…', async () => {
 *   const child = await family();
 *   const s = await service({ businessArea: 'PARENT_ACTIVITIES' });
 *   await t.call('PUT', '/api/booking', { body: { participantId: child.participantId, … } });
 * });
 * ```
 */
export function bookingBed(
  prefix: string,
  ready: (t: TestApp) => void,
  { capacity = 500 }: { capacity?: number } = {},
): BookingBed {
  let t: TestApp | undefined;
  let yearId = 0;
  let locationId = 0;
  let families = 0;
  beforeAll(async () => {
    t = await createTestApp();
    yearId = await bookingYearId(t.database.db, t.clock.now);
    locationId = await insertLocation(t.database.db, capacity);
    ready(t);
  });
  afterAll(() => t?.close());
  const db = () => t!.database.db;
  return {
    get yearId() {
      return yearId;
    },
    get locationId() {
      return locationId;
    },
    family: (options = {}) =>
      insertFamily(db(), {
        login: `${prefix}${++families}@kitebook.test`,
        schoolYearId: yearId,
        ...options,
      }),
    service: (fields = {}) => insertService(db(), { schoolYearId: yearId, locationId, ...fields }),
    teach: async (serviceId, login = DEMO_INSTRUCTOR) => {
      const [row] = await db()
        .select({ id: instructors.id })
        .from(instructors)
        .innerJoin(users, eq(users.personId, instructors.personId))
        .where(eq(users.login, login));
      await db().insert(eventInstructors).values({ eventId: serviceId, instructorId: row!.id });
    },
  };
}
