import { desc, eq, lte, sql } from 'drizzle-orm';
import { DEFAULT_SCHOOL_TIME_ZONE, todayIn } from '../../../shared/model/school-time';
import type { Database } from '../database';
import { bookingPhases, persons, schoolYears } from '../schema';
import { insertBookings } from './booking-insert';
import { BookingPlanner, type BookingSpec } from './booking-planner';
import { ServiceIndex } from './booking-plans';
import { schoolYearCalendar, schoolYearStartYear } from './calendar';
import { seedDemoIfEmpty, type SeedOptions } from './demo';
import { FamilyGenerator, type FamilySpec } from './families';
import { seedLargeRegister } from './large-register';
import { insertFamilies, type ChildRecord, type FamilyRecord } from './family-insert';
import { Random } from './random';
import type { ServiceRecord } from './services';
import { loadServices } from './services-load';

export const LARGE_PARTICIPANTS = 10_000;
export const BOOKINGS_PER_PARTICIPANT = 10;
const LARGE_SEED = 0x6c617267;

/** Ten different services per child: those fitting the grade first, then any others. */
function planLargeChild(
  planner: BookingPlanner,
  random: Random,
  services: ServiceIndex,
  family: FamilyRecord,
  child: ChildRecord,
): BookingSpec[] {
  const bookable = services.all.filter(
    (service) => service.draft.businessArea !== 'PARENT_ACTIVITIES',
  );
  const fits = (service: ServiceRecord) =>
    service.draft.grades.length === 0 || service.draft.grades.includes(child.grade);
  const fitting = random.sample(bookable.filter(fits), BOOKINGS_PER_PARTICIPANT);
  const rest = random.sample(
    bookable.filter((service) => !fits(service)),
    BOOKINGS_PER_PARTICIPANT - fitting.length,
  );
  return [...fitting, ...rest].map((service) => {
    const { draft } = service;
    const stop =
      draft.busStops.length > 0
        ? random.pick(draft.busStops.filter((candidate) => candidate.stop !== 'ESF')).stop
        : undefined;
    const recurrences =
      draft.businessArea === 'CHILDMINDING'
        ? planner.childmindingDays()
        : draft.businessArea === 'SCHOOL_BUS'
          ? planner.busDays()
          : undefined;
    return planner.book(child, family, service, {
      status: planner.randomStatus(service),
      stop,
      recurrences,
    });
  });
}

/**
 * Adds the benchmark set on top of the demo data (seeding that first into an empty database):
 * 10,000 participants in about 5,000 families and 100,000 bookings in the school year in its
 * booking phase, and a club whose registers have 60 children (large-register.ts). Answers false
 * when the set is already there.
 */
export async function seedLarge(db: Database, options: SeedOptions = {}): Promise<boolean> {
  await seedDemoIfEmpty(db, options);
  const now = options.now ?? new Date();
  const today = todayIn(options.timeZone ?? DEFAULT_SCHOOL_TIME_ZONE, now);
  const [year] = await db
    .select({ id: schoolYears.id, startDate: schoolYears.startDate })
    .from(schoolYears)
    .innerJoin(bookingPhases, eq(bookingPhases.schoolYearId, schoolYears.id))
    .where(lte(bookingPhases.start, now))
    .orderBy(desc(bookingPhases.start))
    .limit(1);
  if (!year) throw new Error('seedLarge: no school year in its booking phase');
  const calendar = schoolYearCalendar(schoolYearStartYear(year.startDate));

  const random = new Random(LARGE_SEED);
  const generator = new FamilyGenerator(random, calendar, today, {
    prefix: 'L',
    emailDomain: 'example.net',
  });
  const specs: FamilySpec[] = [];
  for (let remaining = LARGE_PARTICIPANTS; remaining > 0;) {
    const family = generator.family(
      specs.length,
      Math.min(
        remaining,
        random.weighted([
          [1, 35],
          [2, 45],
          [3, 20],
        ] as const),
      ),
    );
    remaining -= family.children.length;
    specs.push(family);
  }
  const marker = specs[0]?.customer.email as string;
  if ((await db.$count(persons, eq(persons.email, marker))) > 0) {
    // A kept large database made before the register of 60 children existed gets it now.
    if (await seedLargeRegister(db, { schoolYearId: year.id, today }))
      await db.execute(sql`vacuum analyze`);
    return false;
  }

  const families = await db.transaction((tx) => insertFamilies(tx, specs, year.id));
  const services = new ServiceIndex(await loadServices(db, year.id));
  const planner = new BookingPlanner(random, calendar, today, false);
  const bookings = families.flatMap((family) =>
    family.children.flatMap((child) => planLargeChild(planner, random, services, family, child)),
  );
  await db.transaction((tx) => insertBookings(tx, bookings));
  await seedLargeRegister(db, { schoolYearId: year.id, today });
  // Settled as autovacuum leaves a database in use (PGlite has no autovacuum): statistics for
  // the planner and the visibility map that lets the counts read their indexes alone.
  await db.execute(sql`vacuum analyze`);
  return true;
}
