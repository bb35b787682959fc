import { asc, eq, like } from 'drizzle-orm';
import { WEEKDAYS } from '../../../shared/model/enums';
import type { Database } from '../database';
import {
  absences,
  customers,
  eventReadPermissions,
  eventRecurrences,
  eventRegisterPermissions,
  events,
  participants,
  persons,
  presences,
} from '../schema';
import { insertBookings } from './booking-insert';
import type { BookingSpec } from './booking-planner';
import { addDays, weekdayOf } from './calendar';
import { insertAll } from './insert';
import { Random } from './random';

/** The service's key: it marks the register as seeded (a kept large database gets it once). */
export const LARGE_REGISTER_KEY = 'ECA-LARGE-REGISTER';
export const LARGE_REGISTER_NAME = 'Afternoon Club (large register)';
/** Children on each of its registers (issue 18: "a presence list of a service with 60 children"). */
export const LARGE_REGISTER_CHILDREN = 60;
/** Every twelfth of them is a PENDING request: on the list, hidden unless show-pending. */
const PENDING_EVERY = 12;
/** Every fourth booking names no slots (= all of them), the others name all five. */
const NO_SLOTS_EVERY = 4;
const REGISTER_SEED = 0x72656769;
/** Monday to Friday: the days the children's other services run too. */
const SCHOOL_DAYS = WEEKDAYS.slice(0, 5);

/**
 * The large seed's register of about 60 children (issue 18.3/18.4 bench): a club on every
 * weekday 15:00–16:30 from four months before today to eight after, so that the register of "today" or of the next
 * service day exists whenever the bench runs. Its children are spread over the large set's
 * families, so they bring their ten other bookings each (the comes-from / goes-to of a real
 * register). Around today: the last two weeks ticked, a few absences (one for another service
 * only, which does not count here) and two cancelled bookings that are not on the list.
 * Answers false when the club is already there.
 */
export async function seedLargeRegister(
  db: Database,
  { schoolYearId, today }: { schoolYearId: number; today: string },
): Promise<boolean> {
  if ((await db.$count(events, eq(events.key, LARGE_REGISTER_KEY))) > 0) return false;
  const [other] = await db
    .select({ id: events.id })
    .from(events)
    .where(eq(events.schoolYearId, schoolYearId))
    .orderBy(asc(events.id))
    .limit(1);
  if (!other) throw new Error('seedLargeRegister: the school year has no services');
  // Around today whenever the large set was made (its school year may start later).
  const startDate = addDays(today, -120);
  const endDate = addDays(today, 240);
  const [club] = await db
    .insert(events)
    .values({
      name: LARGE_REGISTER_NAME,
      businessArea: 'ECA',
      key: LARGE_REGISTER_KEY,
      schoolYearId,
      startDate,
      endDate,
      minimumNumber: 4,
      maximumNumber: 80,
      language: 'EN',
      memberPrice: 0,
      totalPrice: 0,
      description: '<p>Games and homework until pick-up.</p>',
    })
    .returning({ id: events.id });
  const eventId = club!.id;
  const slots = await db
    .insert(eventRecurrences)
    .values(
      SCHOOL_DAYS.map((dayOfWeek) => ({ eventId, dayOfWeek, time: '15:00', endTime: '16:30' })),
    )
    .returning({ id: eventRecurrences.id, dayOfWeek: eventRecurrences.dayOfWeek });
  // Staff only, so the public listings of the bench stay as they were.
  await insertAll(db, eventReadPermissions, [
    { eventId, role: 'ADMIN' },
    { eventId, role: 'INSTRUCTOR' },
  ]);
  await insertAll(db, eventRegisterPermissions, [{ eventId, role: 'ADMIN' }]);

  // The large set's children (their families' e-mails are @example.net), evenly spread.
  const candidates = await db
    .select({ id: participants.id })
    .from(participants)
    .innerJoin(customers, eq(customers.id, participants.customerId))
    .innerJoin(persons, eq(persons.id, customers.personId))
    .where(like(persons.email, '%@example.net'))
    .orderBy(asc(participants.id));
  const step = Math.floor(candidates.length / (LARGE_REGISTER_CHILDREN + 2));
  if (step < 1) throw new Error('seedLargeRegister: the large set is not there');
  const children = Array.from(
    { length: LARGE_REGISTER_CHILDREN + 2 },
    (_, i) => candidates[i * step]!.id,
  );
  const specs: BookingSpec[] = children.map((participantId, index) => {
    const cancelled = index >= LARGE_REGISTER_CHILDREN;
    return {
      participantId,
      eventId,
      recurrenceIds: index % NO_SLOTS_EVERY === 0 ? [] : slots.map((slot) => slot.id),
      startStopId: null,
      destinationStopId: null,
      escortPersonId: null,
      bookingStatus: cancelled
        ? 'CANCELED'
        : index % PENDING_EVERY === PENDING_EVERY - 1
          ? 'PENDING'
          : 'ACCEPTED',
      startDate,
      endDate,
      registrationDate: addDays(startDate, -10 - (index % 20)),
      individualPrice: null,
      price: 0,
      cancellationDate: cancelled ? addDays(today, -30) : null,
      notes: null,
      cancellationNotes: cancelled ? 'Moved to another activity.' : null,
      homeworkSupport: false,
    };
  });
  const bookingIds = await insertBookings(db, specs);

  // The last two weeks' weekdays ticked: most arrived, and went home.
  const random = new Random(REGISTER_SEED);
  const slotOf = new Map(slots.map((slot) => [slot.dayOfWeek, slot.id]));
  const ticks: (typeof presences.$inferInsert)[] = [];
  for (let date = addDays(today, -14); date < today; date = addDays(date, 1)) {
    if (!SCHOOL_DAYS.includes(weekdayOf(date))) continue;
    specs.forEach((spec, index) => {
      if (spec.bookingStatus !== 'ACCEPTED' || !random.chance(0.9)) return;
      ticks.push({
        bookingId: bookingIds[index]!,
        eventRecurrenceId: slotOf.get(weekdayOf(date)) ?? null,
        date,
        present: true,
        time: `15:0${random.int(0, 9)}`,
        pickedUp: true,
        pickUpTime: `16:${random.int(20, 45)}`,
        penalty: false,
      });
    });
  }
  await insertAll(db, presences, ticks);
  await insertAll(db, absences, [
    { participantId: children[2]!, from: today, to: addDays(today, 2), reason: 'Illness' },
    {
      participantId: children[5]!,
      from: addDays(today, -3),
      to: addDays(today, 10),
      reason: 'Family trip',
      notes: 'Back after the weekend',
      eventIds: [eventId],
    },
    { participantId: children[9]!, from: addDays(today, 5), to: addDays(today, 9) },
    // Absent from another service only: still on this register as expected.
    { participantId: children[14]!, from: today, to: addDays(today, 7), eventIds: [other.id] },
  ]);
  return true;
}
