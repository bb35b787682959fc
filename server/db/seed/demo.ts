import { count, sql } from 'drizzle-orm';
import { DEFAULT_SCHOOL_TIME_ZONE, todayIn } from '../../../shared/model/school-time';
import { hashPassword } from '../../services/auth/password';
import type { Database } from '../database';
import { participantPersons, users } from '../schema';
import { CUSTOMER_LOGINS, DEMO_PASSWORD, insertDemoUsers, insertFamilyUsers } from './accounts';
import { seedAbsences, seedPresences } from './attendance';
import { insertBookings } from './booking-insert';
import { BookingPlanner } from './booking-planner';
import { planChild, planDemoFamilies, ServiceIndex } from './booking-plans';
import { schoolYearCalendar, schoolYearStartYear } from './calendar';
import { demoFamilies } from './demo-families';
import { seedDocuments } from './documents';
import { busDrafts } from './drafts-bus';
import { campDrafts, childmindingDraft, parentActivityDrafts, schoolDraft } from './drafts-other';
import { ecaDrafts } from './drafts-eca';
import { seedEmailTemplates, seedSentEmails } from './email';
import { seedApiKeys, seedBasket, seedRegistrations } from './extras';
import { FamilyGenerator } from './families';
import { insertFamilies, type FamilyRecord } from './family-insert';
import { seedInstructors } from './instructors';
import { Random } from './random';
import { seedReference } from './reference';
import { seedServices } from './services';
import { seedPresenceShowcase } from './presence-showcase';
import { seedShowcase } from './showcase';
import { seedInconsistencyShowcase } from './inconsistency-showcase';

export interface SeedOptions {
  /** The day the demo is built around (school years, deadlines, presences); default now. */
  now?: Date;
  /** The school's zone, which decides the date of `now`; Europe/Berlin by default. */
  timeZone?: string;
}

/** Fixed seeds: the same date gives the same school, family for family. */
const DEMO_SEED = 0x6b697465;
export const DEMO_FAMILY_COUNT = 300;
/** Serialises concurrent first starts of several servers on one database. */
const SEED_LOCK = 7_460_001;

const hasUsers = async (db: Database) =>
  ((await db.select({ n: count() }).from(users))[0]?.n ?? 0) > 0;

/**
 * Seeds the demo school into a database without users; answers whether it did. Runs in one
 * transaction, so a failure leaves the database empty.
 */
export async function seedDemoIfEmpty(db: Database, options: SeedOptions = {}): Promise<boolean> {
  if (await hasUsers(db)) return false;
  // Hashed once per run (scrypt is deliberately slow) and shared by every demo account.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await hasUsers(tx)) return false;
    const { now = new Date(), timeZone = DEFAULT_SCHOOL_TIME_ZONE } = options;
    await seedDemo(tx, todayIn(timeZone, now), now, passwordHash);
    return true;
  });
}

async function seedDemo(
  db: Database,
  today: string,
  now: Date,
  passwordHash: string,
): Promise<void> {
  const random = new Random(DEMO_SEED);
  const calendar = schoolYearCalendar(schoolYearStartYear(today));
  const reference = await seedReference(db, calendar);

  const generator = new FamilyGenerator(random, calendar, today, {
    prefix: '',
    emailDomain: 'example.com',
  });
  const specs = [
    ...demoFamilies(calendar, today),
    ...Array.from({ length: DEMO_FAMILY_COUNT }, (_, index) => generator.family(index)),
  ];
  const [parent, newParent, member, neueltern, ...families] = (await insertFamilies(
    db,
    specs,
    reference.schoolYearId,
  )) as [FamilyRecord, FamilyRecord, FamilyRecord, FamilyRecord, ...FamilyRecord[]];

  const customerPersons = new Map(
    [parent, newParent, member, neueltern].map((family, index) => [
      CUSTOMER_LOGINS[index] as string,
      family.personId,
    ]),
  );
  const accounts = await insertDemoUsers(db, passwordHash, customerPersons);
  const account = (login: string) => accounts.get(login) as { userId: number; personId: number };
  // The guardian is Mia's grandmother and may pick her up.
  await db.insert(participantPersons).values({
    participantId: (parent.children[0] as FamilyRecord['children'][number]).participantId,
    personId: account('guardian@kitebook.test').personId,
    relationship: 'GRANDPARENT',
  });
  await insertFamilyUsers(
    db,
    passwordHash,
    families.filter((_, index) => index % 5 === 0),
  );

  const instructors = await seedInstructors(db, account('instructor@kitebook.test').personId);
  const drafts = [
    ...ecaDrafts(calendar, today),
    ...campDrafts(calendar),
    ...busDrafts(calendar),
    childmindingDraft(calendar),
    schoolDraft(calendar),
    ...parentActivityDrafts(calendar),
  ];
  const services = await seedServices(db, drafts, reference, instructors, random);
  const index = new ServiceIndex(services);

  const planner = new BookingPlanner(random, calendar, today);
  const bookingSpecs = [
    ...planDemoFamilies(planner, index, parent, member),
    ...families.flatMap((family) =>
      family.children.flatMap((child) => planChild(planner, random, index, family, child)),
    ),
  ];
  const bookingIds = await insertBookings(db, bookingSpecs);
  const byId = new Map(services.map((service) => [service.id, service]));
  await seedPresences(db, random, calendar, today, bookingSpecs, bookingIds, byId);
  await seedAbsences(db, random, today, families, 60);
  await seedDocuments(db, today, families, bookingSpecs, byId, parent);

  await seedEmailTemplates(db);
  await seedSentEmails(db, random, now, families, 40);
  await seedRegistrations(db, random, now, passwordHash);
  await seedApiKeys(db, random, now, account('provider@kitebook.test').personId);
  await seedBasket(db, account('admin@kitebook.test').userId, families);
  // Last, with a random source of its own: what comes before stays as it was.
  const chess = drafts.find((service) => service.name === 'Chess Club');
  if (chess) await seedShowcase(db, { calendar, today, reference, instructors, families, chess });
  await seedPresenceShowcase(db, { calendar, today, reference, instructors, families });
  await seedInconsistencyShowcase(db, { calendar, today, reference, instructors, families });
}
