import { WEEKDAYS } from '../../../shared/model/enums';
import type { Database } from '../database';
import { absences, presences } from '../schema';
import { insertBookings } from './booking-insert';
import type { BookingSpec } from './booking-planner';
import { addDays, weekdayOf, type SchoolYearCalendar } from './calendar';
import { draft, gradesBetween } from './drafts';
import type { FamilyRecord } from './family-insert';
import { insertAll } from './insert';
import type { InstructorRecord } from './instructors';
import { Random } from './random';
import type { Reference } from './reference';
import { seedServices } from './services';

/** Its own seed, so the rest of the demo keeps its random choices. */
const PRESENCE_SEED = 0x70726573;
export const HOMEWORK_CLUB = 'Daily Study Hall';
/** Children on the club's registers: most accepted, the last few still PENDING requests. */
export const HOMEWORK_CLUB_CHILDREN = 16;
const PENDING = 3;
/** Children reported absent today (spec 001 §2.3: shown as absent with the note). */
const ABSENT_TODAY = 2;

/**
 * A club the demo instructor runs every day of the week (staff-only, so no public listing shows
 * it), so that today's and this week's presence lists always have children (issue 18.7): the
 * days of this week before today filled in, today's partly — some arrived, a few already picked
 * up, two reported absent — and three PENDING requests. Breaks and public holidays pause it
 * like any course.
 */
export async function seedPresenceShowcase(
  db: Database,
  {
    calendar,
    today,
    reference,
    instructors,
    families,
  }: {
    calendar: SchoolYearCalendar;
    today: string;
    reference: Reference;
    instructors: readonly InstructorRecord[];
    families: readonly FamilyRecord[];
  },
): Promise<void> {
  const random = new Random(PRESENCE_SEED);
  const [club] = await seedServices(
    db,
    [
      draft({
        name: HOMEWORK_CLUB,
        businessArea: 'ECA',
        key: 'ECA-DAILY-STUDY-HALL',
        eventType: 'Learning',
        grades: gradesBetween('P1', 'P5'),
        location: 'library',
        startDate: calendar.startDate,
        endDate: calendar.endDate,
        recurrences: WEEKDAYS.map((dayOfWeek) => ({ dayOfWeek, time: '15:00', endTime: '16:30' })),
        maximumNumber: 30,
        language: 'EN',
        description: '<p>Homework with a tutor, then games until pick-up.</p>',
        readPermissions: ['ADMIN', 'INSTRUCTOR'],
        registerPermissions: ['ADMIN'],
        instructors: 1,
      }),
    ],
    reference,
    instructors,
    random,
  );
  const service = club!;
  const grades = new Set(service.draft.grades);
  const children = families
    .flatMap((family) => family.children)
    .filter((child) => grades.has(child.grade))
    .slice(-HOMEWORK_CLUB_CHILDREN);
  const specs: BookingSpec[] = children.map((child, index) => ({
    participantId: child.participantId,
    eventId: service.id,
    recurrenceIds: service.recurrenceIds,
    startStopId: null,
    destinationStopId: null,
    escortPersonId: null,
    bookingStatus: index >= children.length - PENDING ? 'PENDING' : 'ACCEPTED',
    startDate: service.draft.startDate,
    endDate: service.draft.endDate,
    registrationDate: addDays(today, -20 - index),
    individualPrice: null,
    price: 0,
    cancellationDate: null,
    notes: null,
    cancellationNotes: null,
    homeworkSupport: true,
  }));
  const bookingIds = await insertBookings(db, specs);

  // This week: Monday up to yesterday filled in, today partly.
  const monday = addDays(today, -WEEKDAYS.indexOf(weekdayOf(today)));
  const rows: (typeof presences.$inferInsert)[] = [];
  const accepted = specs.flatMap((spec, index) =>
    spec.bookingStatus === 'ACCEPTED' ? [{ spec, bookingId: bookingIds[index]! }] : [],
  );
  for (let date = monday; date <= today; date = addDays(date, 1)) {
    const recurrenceId =
      service.recurrenceIds[
        service.draft.recurrences.findIndex((r) => r.dayOfWeek === weekdayOf(date))
      ]!;
    accepted.forEach(({ bookingId }, index) => {
      const isToday = date === today;
      // Today: the first half arrived, the first few of them already went home; the absent
      // children (the last accepted ones) and the rest not ticked yet.
      const present = isToday ? index < accepted.length / 2 : random.chance(0.9);
      const pickedUp = present && (isToday ? index < 3 : true);
      if (!present && isToday) return;
      rows.push({
        bookingId,
        eventRecurrenceId: recurrenceId,
        date,
        present,
        time: present ? `15:0${random.int(0, 9)}` : null,
        pickedUp,
        pickUpTime: pickedUp ? `16:${String(random.int(25, 45))}` : null,
        penalty: false,
      });
    });
  }
  await insertAll(db, presences, rows);
  await insertAll(
    db,
    absences,
    accepted.slice(-ABSENT_TODAY).map(({ spec }, index) => ({
      participantId: spec.participantId,
      from: today,
      to: addDays(today, index + 1),
      reason: index === 0 ? 'Illness' : 'Doctor appointment',
      notes: index === 0 ? 'Fever since last night' : null,
    })),
  );
}
