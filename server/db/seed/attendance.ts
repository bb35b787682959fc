import type { Database } from '../database';
import { absences, presences } from '../schema';
import type { BookingSpec } from './booking-planner';
import { addDays, isSchoolDay, weekdayOf, type SchoolYearCalendar } from './calendar';
import type { FamilyRecord } from './family-insert';
import { insertAll } from './insert';
import type { Random } from './random';
import type { ServiceRecord } from './services';

/** Presence lists are kept for the last three weeks, as if instructors had just filled them in. */
const PRESENCE_DAYS = 21;

const later = (time: string, minutes: number) => {
  const [hours, mins] = time.split(':').map(Number) as [number, number];
  const total = hours * 60 + mins + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

/** Presences of accepted ECA and childminding bookings on the school days of the last weeks. */
export async function seedPresences(
  db: Database,
  random: Random,
  calendar: SchoolYearCalendar,
  today: string,
  bookingSpecs: readonly BookingSpec[],
  bookingIds: readonly number[],
  services: ReadonlyMap<number, ServiceRecord>,
): Promise<number> {
  const rows: (typeof presences.$inferInsert)[] = [];
  bookingSpecs.forEach((booking, index) => {
    const service = services.get(booking.eventId);
    if (!service || booking.bookingStatus !== 'ACCEPTED') return;
    if (service.draft.businessArea !== 'ECA' && service.draft.businessArea !== 'CHILDMINDING')
      return;
    const slots = booking.recurrenceIds.map((id) => ({
      id,
      recurrence: service.draft.recurrences[service.recurrenceIds.indexOf(id)],
    }));
    for (let offset = PRESENCE_DAYS; offset >= 1; offset--) {
      const date = addDays(today, -offset);
      if (date < booking.startDate || date > booking.endDate || !isSchoolDay(calendar, date))
        continue;
      const slot = slots.find(({ recurrence }) => recurrence?.dayOfWeek === weekdayOf(date));
      if (!slot?.recurrence) continue;
      const present = random.chance(0.92);
      const late = random.chance(0.03);
      rows.push({
        bookingId: bookingIds[index] as number,
        eventRecurrenceId: slot.id,
        date,
        present,
        time: present ? later(slot.recurrence.time, random.int(0, 5)) : null,
        pickedUp: present,
        pickUpTime:
          present && slot.recurrence.endTime
            ? later(slot.recurrence.endTime, late ? random.int(16, 30) : random.int(0, 10))
            : null,
        penalty: present && late,
      });
    }
  });
  await insertAll(db, presences, rows);
  return rows.length;
}

const REASONS = [
  'Illness',
  'Doctor appointment',
  'Family event',
  'Trip abroad',
  'School excursion',
];

/** Absences reported by parents around today, some past, some ahead. */
export async function seedAbsences(
  db: Database,
  random: Random,
  today: string,
  families: readonly FamilyRecord[],
  count: number,
): Promise<number> {
  const children = families.flatMap((family) => family.children);
  const rows = random.sample(children, count).map((child) => {
    const from = addDays(today, random.int(-30, 20));
    const reason = random.pick(REASONS);
    return {
      participantId: child.participantId,
      from,
      to: addDays(from, random.int(0, 4)),
      reason,
      notes: reason === 'Illness' && random.chance(0.5) ? 'Doctor’s note will follow.' : null,
    };
  });
  await insertAll(db, absences, rows);
  return rows.length;
}
