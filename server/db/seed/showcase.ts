import type { Database } from '../database';
import { insertBookings } from './booking-insert';
import type { BookingSpec } from './booking-planner';
import { addDays, type SchoolYearCalendar } from './calendar';
import type { ServiceDraft } from './drafts';
import { draft, gradesBetween } from './drafts';
import type { FamilyRecord } from './family-insert';
import type { InstructorRecord } from './instructors';
import { Random } from './random';
import type { Reference } from './reference';
import { seedServices, type ServiceRecord } from './services';

/** Its own seed, so these services leave the rest of the demo's random choices as they were. */
const SHOWCASE_SEED = 0x73686f77;
/** The participants of the full football course: enough to scroll the participants tab (20 a page). */
export const FOOTBALL_PARTICIPANTS = 45;
export const FOOTBALL_ACADEMY = 'Football Academy';
export const CLONED_CHESS = 'Chess Club (Thursday group)';

/**
 * What every tab of the service dialog needs to show something real (issue 16 §4), on top of
 * the catalogue: a big course with two reminder texts and 45 participants, and a copy of the
 * chess club made with "Clone" and renamed (the bus line with six stops is line 3 of
 * drafts-bus.ts).
 */
export function showcaseDrafts(
  calendar: SchoolYearCalendar,
  today: string,
  chess: ServiceDraft,
): ServiceDraft[] {
  const startDate = addDays(calendar.firstSchoolDay, 14);
  return [
    draft({
      name: FOOTBALL_ACADEMY,
      businessArea: 'ECA',
      key: 'ECA-FOOTBALL-ACADEMY',
      eventType: 'Sports',
      grades: gradesBetween('P1', 'S3'),
      location: 'gym',
      startDate,
      endDate: chess.endDate,
      registrationDeadline: [addDays(today, 30), chess.endDate].sort()[0] as string,
      recurrences: [
        { dayOfWeek: 'TUESDAY', time: '15:30', endTime: '17:00' },
        { dayOfWeek: 'THURSDAY', time: '15:30', endTime: '17:00' },
      ],
      minimumNumber: 12,
      maximumNumber: 48,
      language: 'EN',
      prices: { singlePrice: null, singleReducedPrice: null, memberPrice: 55, totalPrice: 60 },
      description:
        '<h2>Football Academy</h2><p>Passing, positions and <strong>team play</strong>, ' +
        'twice a week.</p><ul><li>Boots with studs</li><li>Shin guards</li></ul>' +
        '<p>More on <a href="https://www.dfb.de/">the association\'s site</a>.</p>',
      reminderTexts: [
        { name: 'bringAlong', text: '<p>Boots, shin guards and a water bottle.</p>' },
        {
          name: 'pickUp',
          text: '<p>Pick-up at the <strong>sports hall entrance</strong> at 17:00.</p>',
        },
      ],
      discountModels: ['Sibling discount'],
      instructors: 2,
    }),
    {
      ...chess,
      name: CLONED_CHESS,
      key: `${chess.key}-THU`,
      recurrences: chess.recurrences.map((slot) => ({ ...slot, dayOfWeek: 'THURSDAY' as const })),
    },
  ];
}

/** 45 children of the generated families in the course's grades, first by family order, all accepted. */
function footballBookings(
  service: ServiceRecord,
  families: readonly FamilyRecord[],
  today: string,
): BookingSpec[] {
  const grades = new Set(service.draft.grades);
  const children = families
    .flatMap((family) => family.children)
    .filter((child) => grades.has(child.grade))
    .slice(0, FOOTBALL_PARTICIPANTS);
  return children.map((child, index) => ({
    participantId: child.participantId,
    eventId: service.id,
    recurrenceIds: service.recurrenceIds,
    startStopId: null,
    destinationStopId: null,
    escortPersonId: null,
    bookingStatus: 'ACCEPTED',
    startDate: service.draft.startDate,
    endDate: service.draft.endDate,
    // Spread over the weeks before today, so sorting by registration date shows something.
    registrationDate: addDays(today, -1 - (index % 30)),
    individualPrice: null,
    price: service.draft.prices.totalPrice,
    cancellationDate: null,
    notes: null,
    cancellationNotes: null,
    homeworkSupport: false,
  }));
}

/** Inserts the showcase services and the football course's participants. */
export async function seedShowcase(
  db: Database,
  {
    calendar,
    today,
    reference,
    instructors,
    families,
    chess,
  }: {
    calendar: SchoolYearCalendar;
    today: string;
    reference: Reference;
    instructors: readonly InstructorRecord[];
    families: readonly FamilyRecord[];
    chess: ServiceDraft;
  },
): Promise<void> {
  const services = await seedServices(
    db,
    showcaseDrafts(calendar, today, chess),
    reference,
    instructors,
    new Random(SHOWCASE_SEED),
  );
  await insertBookings(db, footballBookings(services[0]!, families, today));
}
