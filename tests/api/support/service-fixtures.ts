import type { Database } from '../../../server/db/database';
import {
  customers,
  eventGrades,
  eventReadPermissions,
  eventRecurrences,
  eventRegisterPermissions,
  events,
  locations,
  participantClasses,
  participants,
  persons,
  userRoles,
  users,
} from '../../../server/db/schema';
import { findSchoolYearInBookingPhase } from '../../../server/services/event/booking-phase';
import { DEFAULT_SCHOOL_TIME_ZONE, todayIn } from '../../../shared/model/school-time';
import type {
  BusinessArea,
  Grade,
  Language,
  RoleOrAnonymous,
  Weekday,
} from '../../../shared/model/enums';

/** Test data made beside the demo seed, so the seed stays as the demo needs it. */

/**
 * yyyy-MM-dd `days` after the school's date of `from` (Europe/Berlin, the test app's zone), so a
 * run between 23:00 and 00:00 UTC sees the same "today" as the server.
 */
export const addDays = (from: Date, days: number) => {
  const today = Date.parse(`${todayIn(DEFAULT_SCHOOL_TIME_ZONE, from)}T00:00:00Z`);
  return new Date(today + days * 86_400_000).toISOString().slice(0, 10);
};

/** The id of the school year in its booking phase at `now`. */
export async function bookingYearId(db: Database, now: Date): Promise<number> {
  const year = await findSchoolYearInBookingPhase(db, now);
  if (!year) throw new Error('the demo seed has no school year in its booking phase');
  return year.id;
}

/** A room for test services. */
export async function insertLocation(db: Database, capacity = 100): Promise<number> {
  const [row] = await db
    .insert(locations)
    .values({ name: 'Test building', room: `Room ${Math.random()}`, capacity })
    .returning({ id: locations.id });
  return row!.id;
}

/** What a test service has; everything but the school year has a default. */
export interface ServiceFixture {
  schoolYearId: number;
  name?: string;
  businessArea?: BusinessArea;
  grades?: Grade[];
  recurrences?: { dayOfWeek: Weekday; time: string; endTime: string | null }[];
  locationId?: number | null;
  maximumNumber?: number | null;
  startDate?: string;
  endDate?: string;
  registrationDeadline?: string | null;
  language?: Language | null;
  readPermissions?: RoleOrAnonymous[];
  registerPermissions?: RoleOrAnonymous[];
  memberPrice?: number | null;
  totalPrice?: number | null;
  singlePrice?: number | null;
  singleReducedPrice?: number | null;
  description?: string | null;
}

/** Inserts a service with its grades, slots and permissions; answers its id and slot ids. */
export async function insertService(
  db: Database,
  {
    schoolYearId,
    name = `Test service ${Math.random().toString(36).slice(2, 8)}`,
    businessArea = 'ECA',
    grades = ['P1', 'P2', 'P3', 'P4', 'P5'],
    recurrences = [{ dayOfWeek: 'SATURDAY', time: '10:00', endTime: '11:00' }],
    locationId = null,
    maximumNumber = 10,
    startDate,
    endDate,
    registrationDeadline = null,
    language = 'EN',
    readPermissions = ['CUSTOMER', 'USER', 'ADMIN', 'ANONYMOUS'],
    registerPermissions = ['CUSTOMER', 'ADMIN'],
    memberPrice = 40,
    totalPrice = 45,
    singlePrice = null,
    singleReducedPrice = null,
    description = null,
  }: ServiceFixture,
): Promise<{ id: number; name: string; recurrenceIds: number[] }> {
  const now = new Date();
  const [row] = await db
    .insert(events)
    .values({
      name,
      businessArea,
      key: `TEST-${name}`,
      schoolYearId,
      locationId,
      maximumNumber,
      startDate: startDate ?? addDays(now, -30),
      endDate: endDate ?? addDays(now, 200),
      registrationDeadline,
      language,
      memberPrice,
      totalPrice,
      singlePrice,
      singleReducedPrice,
      description,
    })
    .returning({ id: events.id });
  const id = row!.id;
  if (grades.length > 0)
    await db.insert(eventGrades).values(grades.map((grade) => ({ eventId: id, grade })));
  const recurrenceRows =
    recurrences.length === 0
      ? []
      : await db
          .insert(eventRecurrences)
          .values(recurrences.map((recurrence) => ({ eventId: id, ...recurrence })))
          .returning({ id: eventRecurrences.id });
  if (readPermissions.length > 0)
    await db
      .insert(eventReadPermissions)
      .values(readPermissions.map((role) => ({ eventId: id, role })));
  if (registerPermissions.length > 0)
    await db
      .insert(eventRegisterPermissions)
      .values(registerPermissions.map((role) => ({ eventId: id, role })));
  return { id, name, recurrenceIds: recurrenceRows.map((recurrence) => recurrence.id) };
}

/** A parent account with one child in `grade` of the school year. */
export interface FamilyFixture {
  login: string;
  customerId: number;
  participantId: number;
}

/** Inserts a CUSTOMER user with a customer record and one child in a class of the school year. */
export async function insertFamily(
  db: Database,
  {
    login,
    schoolYearId,
    grade = 'P3',
    hasMembership = false,
  }: { login: string; schoolYearId: number; grade?: Grade | null; hasMembership?: boolean },
): Promise<FamilyFixture> {
  const [parent] = await db
    .insert(persons)
    .values({ givenName: 'Test', familyName: login, gender: 'FEMALE', email: login })
    .returning({ id: persons.id });
  const [user] = await db
    .insert(users)
    .values({ login, personId: parent!.id })
    .returning({ id: users.id });
  await db.insert(userRoles).values([
    { userId: user!.id, role: 'CUSTOMER' },
    { userId: user!.id, role: 'USER' },
  ]);
  const [customer] = await db
    .insert(customers)
    .values({ personId: parent!.id, hasMembership })
    .returning({ id: customers.id });
  const [child] = await db
    .insert(persons)
    .values({ givenName: 'Kid', familyName: login, gender: 'MALE', birthday: '2017-05-01' })
    .returning({ id: persons.id });
  const [participant] = await db
    .insert(participants)
    .values({ customerId: customer!.id, personId: child!.id })
    .returning({ id: participants.id });
  if (grade)
    await db.insert(participantClasses).values({
      participantId: participant!.id,
      schoolYearId,
      grade,
      language: 'EN',
      postfix: 'A',
    });
  return { login, customerId: customer!.id, participantId: participant!.id };
}
