import type { Grade } from '../../../shared/model/enums';
import type { Database } from '../database';
import { insertBookings } from './booking-insert';
import type { BookingSpec } from './booking-planner';
import { addDays, type SchoolYearCalendar } from './calendar';
import { draft, gradesBetween, type ServiceDraft } from './drafts';
import type { FamilyRecord } from './family-insert';
import type { InstructorRecord } from './instructors';
import { Random } from './random';
import type { Reference } from './reference';
import { seedServices, type ServiceRecord } from './services';

/** Its own seed, so these services leave the rest of the demo's random choices as they were. */
const INCONSISTENCY_SEED = 0x696e636f;
export const GRADE_MIXUP = 'Robotics (secondary)';
export const TOO_FEW = 'Pottery evening';
export const TOO_FULL = 'Drama workshop';
export const SECOND_GROUP = 'Drama workshop (second group)';
export const SMALL_ROOM = 'Yoga for kids';
/** The showcase's services, office-only: not part of the public catalogue. */
export const INCONSISTENCY_SHOWCASE = [GRADE_MIXUP, TOO_FEW, TOO_FULL, SECOND_GROUP, SMALL_ROOM];

/**
 * Services that show each inconsistency the catalogue alone lacks or that the office's journeys
 * resolve (issue 23): a GRADE mix-up, too few bookings after the deadline, a full course with a
 * second group to split into, a maximum above its room. On Saturdays, so they meet nothing
 * else; seen by the office only, so the public listings stay as they were.
 */
function inconsistencyDrafts(calendar: SchoolYearCalendar, today: string): ServiceDraft[] {
  const base = {
    businessArea: 'ECA' as const,
    startDate: addDays(calendar.firstSchoolDay, 14),
    endDate: calendar.lastSchoolDay,
    readPermissions: ['ADMIN' as const, 'INSTRUCTOR' as const],
    registerPermissions: ['ADMIN' as const],
    prices: { singlePrice: null, singleReducedPrice: null, memberPrice: 40, totalPrice: 45 },
    language: 'EN' as const,
  };
  const saturday = (time: string, endTime: string) => [
    { dayOfWeek: 'SATURDAY' as const, time, endTime },
  ];
  return [
    draft({
      ...base,
      name: GRADE_MIXUP,
      key: 'ECA-INC-ROBOTICS',
      grades: gradesBetween('S4', 'S6'),
      location: 'computerLab',
      recurrences: saturday('09:00', '10:00'),
      maximumNumber: 12,
    }),
    draft({
      ...base,
      name: TOO_FEW,
      key: 'ECA-INC-POTTERY',
      location: 'artStudio',
      recurrences: saturday('10:30', '11:30'),
      registrationDeadline: addDays(today, -3),
      minimumNumber: 8,
      maximumNumber: 12,
    }),
    draft({
      ...base,
      name: TOO_FULL,
      key: 'ECA-INC-DRAMA',
      grades: gradesBetween('P3', 'P5'),
      location: 'classroom1',
      recurrences: saturday('12:00', '13:00'),
      maximumNumber: 3,
    }),
    draft({
      ...base,
      name: SECOND_GROUP,
      key: 'ECA-INC-DRAMA-2',
      grades: gradesBetween('P3', 'P5'),
      location: 'classroom2',
      recurrences: saturday('13:30', '14:30'),
      maximumNumber: 10,
    }),
    draft({
      ...base,
      name: SMALL_ROOM,
      key: 'ECA-INC-YOGA',
      location: 'practiceRoom',
      recurrences: saturday('15:00', '16:00'),
      maximumNumber: 10,
    }),
  ];
}

const accepted = (service: ServiceRecord, participantId: number, today: string): BookingSpec => ({
  participantId,
  eventId: service.id,
  recurrenceIds: service.recurrenceIds,
  startStopId: null,
  destinationStopId: null,
  escortPersonId: null,
  bookingStatus: 'ACCEPTED',
  startDate: service.draft.startDate,
  endDate: service.draft.endDate,
  registrationDate: addDays(today, -10),
  individualPrice: null,
  price: service.draft.prices.totalPrice,
  cancellationDate: null,
  notes: null,
  cancellationNotes: null,
  homeworkSupport: false,
});

/** Inserts the services and their bookings, children taken from the end of the family list. */
export async function seedInconsistencyShowcase(
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
  const [robotics, pottery, drama] = await seedServices(
    db,
    inconsistencyDrafts(calendar, today),
    reference,
    instructors,
    new Random(INCONSISTENCY_SEED),
  );
  const children = families.flatMap((family) => family.children).reverse();
  const used = new Set<number>();
  const take = (grades: readonly Grade[], count: number) => {
    const chosen = children
      .filter((child) => grades.includes(child.grade) && !used.has(child.participantId))
      .slice(0, count);
    for (const child of chosen) used.add(child.participantId);
    return chosen.map((child) => child.participantId);
  };
  await insertBookings(db, [
    // Two primary children in a secondary course: GRADE.
    ...take(['P2'], 2).map((id) => accepted(robotics!, id, today)),
    // Two of eight after the deadline: EVENT_MIN.
    ...take(gradesBetween('P1', 'P5'), 2).map((id) => accepted(pottery!, id, today)),
    // Five for three places: EVENT_MAX, split into the second group.
    ...take(gradesBetween('P3', 'P5'), 5).map((id) => accepted(drama!, id, today)),
  ]);
}
