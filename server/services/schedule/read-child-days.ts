import { and, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { shiftTime } from '../../../shared/model/bus-stop';
import { CAPACITY_STATUSES } from '../../../shared/model/booking';
import {
  WEEKDAYS,
  type BookingStatus,
  type BusinessArea,
  type Weekday,
} from '../../../shared/model/enums';
import { LESSONS_END, type ScheduleDay, type ScheduleItem } from '../../../shared/model/schedule';
import type { Reader } from '../../db/database';
import {
  absences,
  bookingRecurrences,
  bookings,
  eventBusStops,
  eventRecurrences,
  events,
  stops,
} from '../../db/schema';
import { runsOn, type SchoolCalendar } from '../booking/rules/collision';
import {
  breaksBetween,
  holidaysBetween,
  shiftDate,
  weekdayIndex,
} from '../calendar/school-calendar';

type Slot = { dayOfWeek: Weekday; time: string; endTime: string | null };

/** A booking of the child that holds a place, with its slots and (a bus) its stop. */
interface BookedService {
  bookingId: number;
  status: BookingStatus;
  serviceId: number;
  name: string;
  businessArea: BusinessArea;
  inbound: boolean;
  startDate: string | null;
  endDate: string | null;
  slots: Slot[];
  stop: { name: string; distance: number } | null;
}

const later = (a: string | null, b: string | null) =>
  a === null ? b : b === null || a > b ? a : b;
const earlier = (a: string | null, b: string | null) =>
  a === null ? b : b === null || a < b ? a : b;

/** The child's bookings holding a place (ACCEPTED, PENDING) whose dates meet the span. */
async function bookedServices(
  db: Reader,
  participantId: number,
  from: string,
  to: string,
): Promise<BookedService[]> {
  const slotJson = sql`json_build_object('dayOfWeek', r.day_of_week, 'time', r.time, 'endTime', r.end_time)`;
  const booked = sql<Slot[] | null>`(select json_agg(${slotJson} order by r.time)
    from ${bookingRecurrences} br join ${eventRecurrences} r on r.id = br.event_recurrence_id
    where br.booking_id = ${bookings.id})`;
  const all = sql<Slot[]>`coalesce((select json_agg(${slotJson} order by r.time)
    from ${eventRecurrences} r where r.event_id = ${events.id}), '[]')`;
  // The parent's stop: where a morning bus picks the child up, where an afternoon bus drops them.
  const stopId = sql`case when ${events.inbound} then ${bookings.startStopId} else ${bookings.destinationStopId} end`;
  const stopName = sql<string | null>`(select s.name from ${stops} s where s.id = ${stopId})`;
  const stopDistance = sql<number | null>`(select ebs.distance from ${eventBusStops} ebs
    where ebs.event_id = ${events.id} and ebs.stop_id = ${stopId})`;
  const rows = await db
    .select({
      bookingId: bookings.id,
      status: bookings.bookingStatus,
      serviceId: events.id,
      name: events.name,
      businessArea: events.businessArea,
      inbound: events.inbound,
      eventStart: events.startDate,
      eventEnd: events.endDate,
      bookingStart: bookings.startDate,
      bookingEnd: bookings.endDate,
      booked,
      all,
      stopName,
      stopDistance,
    })
    .from(bookings)
    .innerJoin(events, eq(events.id, bookings.eventId))
    .where(
      and(
        eq(bookings.participantId, participantId),
        inArray(bookings.bookingStatus, [...CAPACITY_STATUSES]),
        isNull(events.canceledAt),
        or(isNull(events.startDate), lte(events.startDate, to)),
        or(isNull(events.endDate), gte(events.endDate, from)),
        or(isNull(bookings.startDate), lte(bookings.startDate, to)),
        or(isNull(bookings.endDate), gte(bookings.endDate, from)),
      ),
    );
  return rows.map((row) => ({
    bookingId: row.bookingId,
    status: row.status,
    serviceId: row.serviceId,
    name: row.name,
    businessArea: row.businessArea,
    inbound: row.inbound,
    startDate: later(row.eventStart, row.bookingStart),
    endDate: earlier(row.eventEnd, row.bookingEnd),
    slots: row.booked ?? row.all,
    stop:
      row.businessArea === 'SCHOOL_BUS' && row.stopName !== null
        ? { name: row.stopName, distance: row.stopDistance ?? 0 }
        : null,
  }));
}

/** Whether an absence of the child covers the service on `day`. */
const isAbsent = (
  reported: { from: string; to: string; eventIds: number[] }[],
  day: string,
  serviceId: number,
) =>
  reported.some(
    (absence) =>
      absence.from <= day &&
      day <= absence.to &&
      (absence.eventIds.length === 0 || absence.eventIds.includes(serviceId)),
  );

/**
 * The child's days from `from` to `to`: each with its public holiday or break, when lessons end
 * on a school day, and the booked services' slots on the days they run (the booking rules'
 * `runsOn`: never on a public holiday, in breaks only holiday camps), by time. A bus shows the
 * time it is at the child's stop (the line's time plus the stop's distance, spec 001 §4.5).
 */
export async function readChildDays(
  db: Reader,
  participantId: number,
  { from, to }: { from: string; to: string },
): Promise<ScheduleDay[]> {
  const [services, holidays, breaks, reported] = await Promise.all([
    bookedServices(db, participantId, from, to),
    holidaysBetween(db, from, to),
    breaksBetween(db, from, to),
    db
      .select({ from: absences.from, to: absences.to, eventIds: absences.eventIds })
      .from(absences)
      .where(
        and(
          eq(absences.participantId, participantId),
          lte(absences.from, to),
          gte(absences.to, from),
        ),
      ),
  ]);
  const calendar: SchoolCalendar = { holidays: holidays.map((h) => h.date), breaks };
  const days: ScheduleDay[] = [];
  for (let day = from; day <= to; day = shiftDate(day, 1)) {
    const weekdayNumber = weekdayIndex(day);
    const weekday = WEEKDAYS[weekdayNumber];
    const holiday = holidays.find((h) => h.date === day)?.name ?? null;
    const schoolBreak = breaks.find((b) => b.startDate <= day && day <= b.endDate)?.name ?? null;
    const items: ScheduleItem[] = [];
    for (const service of services) {
      if (service.startDate !== null && day < service.startDate) continue;
      if (service.endDate !== null && day > service.endDate) continue;
      if (!runsOn({ ...service, slots: service.slots }, day, calendar)) continue;
      for (const slot of service.slots) {
        if (slot.dayOfWeek !== weekday) continue;
        const stop = service.stop
          ? { name: service.stop.name, time: shiftTime(slot.time, service.stop.distance) }
          : null;
        items.push({
          bookingId: service.bookingId,
          status: service.status,
          serviceId: service.serviceId,
          name: service.name,
          businessArea: service.businessArea,
          time: stop?.time ?? slot.time,
          endTime: slot.endTime,
          stop,
          inbound: service.inbound,
          absent: isAbsent(reported, day, service.serviceId),
        });
      }
    }
    items.sort((a, b) => a.time.localeCompare(b.time) || a.name.localeCompare(b.name));
    const schoolDay = weekdayNumber < 5 && holiday === null && schoolBreak === null;
    days.push({
      date: day,
      holiday,
      schoolBreak,
      lessonsEnd: schoolDay ? LESSONS_END : null,
      items,
    });
  }
  return days;
}
