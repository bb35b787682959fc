import { and, asc, desc, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import { isSchoolStop, shiftTime } from '../../../shared/model/bus-stop';
import { WEEKDAYS } from '../../../shared/model/enums';
import type { BusLineList, BusLineRun } from '../../../shared/model/transport-list';
import type { Reader } from '../../db/database';
import { eventBusStops, eventRecurrences, events, stops } from '../../db/schema';
import { readRegisters } from '../presence/read-register';
import type { RegisterSlot } from '../presence/register-slot';
import { isServiceDay } from '../presence/service-dates';
import { readSchoolDays } from './school-days';

const weekdayOf = (iso: string) =>
  WEEKDAYS[(new Date(Date.parse(`${iso}T00:00:00Z`)).getUTCDay() + 6) % 7]!;

/** The bus lines' slots on the weekday of `date` (SCHOOL_BUS services not cancelled). */
function readLineSlots(db: Reader, date: string) {
  return db
    .select({
      id: events.id,
      name: events.name,
      businessArea: events.businessArea,
      inbound: events.inbound,
      startDate: events.startDate,
      endDate: events.endDate,
      schoolYearId: events.schoolYearId,
      recurrenceId: eventRecurrences.id,
      dayOfWeek: eventRecurrences.dayOfWeek,
      time: eventRecurrences.time,
      endTime: eventRecurrences.endTime,
    })
    .from(eventRecurrences)
    .innerJoin(events, eq(events.id, eventRecurrences.eventId))
    .where(
      and(
        eq(events.businessArea, 'SCHOOL_BUS'),
        isNull(events.canceledAt),
        eq(eventRecurrences.dayOfWeek, weekdayOf(date)),
        or(isNull(events.startDate), lte(events.startDate, date)),
        or(isNull(events.endDate), gte(events.endDate, date)),
      ),
    )
    .orderBy(desc(events.inbound), asc(eventRecurrences.time), asc(events.name));
}

/**
 * `GET /api/lists/bus-line-list/?date`: every bus line (a SCHOOL_BUS service) running on `date`,
 * morning buses first, each with its stops in the order the bus reaches them (by distance), the
 * line's time shifted to each stop, and the children getting on or off there — the presence
 * register of the line's slot that day (presence/read-register.ts: who is booked, the preset
 * school stop, absences), without PENDING requests. Children whose booking names no stop are
 * listed under a stop without a name at the end.
 */
export async function busLineList(db: Reader, date: string): Promise<BusLineList> {
  const [slots, days] = await Promise.all([readLineSlots(db, date), readSchoolDays(db, [date])]);
  const running = slots
    .filter((slot) => isServiceDay(slot, days.calendar, date))
    .map(({ schoolYearId, ...service }) => ({ service, schoolYearId, calendar: days.calendar }));
  const lineIds = [...new Set(running.map((slot) => slot.service.id))];
  const stopRows =
    lineIds.length === 0
      ? []
      : await db
          .select({
            eventId: eventBusStops.eventId,
            name: stops.name,
            distance: eventBusStops.distance,
          })
          .from(eventBusStops)
          .innerJoin(stops, eq(stops.id, eventBusStops.stopId))
          .where(inArray(eventBusStops.eventId, lineIds))
          .orderBy(asc(eventBusStops.distance), asc(stops.name));
  const lines: BusLineRun[] = [];
  // One register after the other: each is a handful of queries (PGlite serves one at a time).
  for (const slot of running satisfies RegisterSlot[]) {
    const rows = ((await readRegisters(db, slot, [date])).get(date) ?? []).filter(
      (row) => row.bookingStatus !== 'PENDING',
    );
    const { service } = slot;
    const lineStops = stopRows.filter((stop) => stop.eventId === service.id);
    const childrenAt = (name: string | null) =>
      rows
        .filter((row) => (row.stop?.name ?? null) === name)
        .map((row) => ({
          participantId: row.participantId,
          givenName: row.givenName,
          familyName: row.familyName,
          // As the transport lists write it: no 'UNKNOWN' letter for the FR, ES and IT sections.
          clazz: row.clazz?.replace(/ UNKNOWN$/, '') ?? null,
          absence: row.absent ? (row.absentNotes ?? '') : null,
        }));
    const unnamed = childrenAt(null);
    lines.push({
      lineId: service.id,
      recurrenceId: service.recurrenceId,
      line: service.name,
      inbound: service.inbound,
      time: service.time,
      stops: [
        ...lineStops.map((stop) => ({
          name: stop.name,
          time: stop.distance === null ? null : shiftTime(service.time, stop.distance),
          isSchoolStop: isSchoolStop(stop.name),
          children: childrenAt(stop.name),
        })),
        ...(unnamed.length > 0
          ? [{ name: null, time: null, isSchoolStop: false, children: unnamed }]
          : []),
      ],
    });
  }
  return { date, lines };
}
