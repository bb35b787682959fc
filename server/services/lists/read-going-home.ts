import { and, asc, eq, gte, ilike, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { shiftTime } from '../../../shared/model/bus-stop';
import {
  WEEKDAYS,
  type BookingStatus,
  type BusinessArea,
  type Grade,
  type RelationshipType,
} from '../../../shared/model/enums';
import type { TransportChild, TransportDay } from '../../../shared/model/transport-list';
import { arrayLiteral } from '../../db/array-literal';
import type { Reader } from '../../db/database';
import {
  bookings,
  customers,
  eventBusStops,
  eventRecurrences,
  events,
  locations,
  participantClasses,
  participantPersons,
  participants,
  persons,
  stops,
} from '../../db/schema';
import { absencesOn, type AbsenceNote } from '../absence/absences-on';
import { schoolStopOffset } from '../booking/rules/bus';
import { coversDate } from '../presence/read-register';
import { isServiceDay } from '../presence/service-dates';
import { takesSlot } from '../presence/takes-slot';
import { isSchoolDay, type SchoolDays } from './school-days';

/** Which children a list shows; blank filters are left out before (spec 002 §5). */
export interface GoingHomeFilter {
  grade?: Grade;
  /** Part of the child's given or family name, or of the class ('P3 EN A'). */
  filterBy?: string;
}

/**
 * Bookings that take the child somewhere on a date: accepted ones, finished ones (past dates),
 * and cancelled ones before their cancellation date (as on the presence registers). PENDING
 * requests are not a way home yet.
 */
const TAKEN: BookingStatus[] = ['ACCEPTED', 'FINISHED', 'CANCELED', 'CANCELED_IMMEDIATELY'];
/** The afternoon's activities the child stays for before going home. */
const ACTIVITY_AREAS: BusinessArea[] = ['ECA', 'HOLIDAY_CAMP', 'PARENT_ACTIVITIES'];

const destinationStop = alias(stops, 'destination_stop');

const weekdayOf = (iso: string) =>
  WEEKDAYS[(new Date(Date.parse(`${iso}T00:00:00Z`)).getUTCDay() + 6) % 7]!;

/** The children of the school year's classes that the filter admits, by family and given name. */
function readChildren(db: Reader, schoolYearId: number, { grade, filterBy }: GoingHomeFilter) {
  // 'P3 EN A'; the FR, ES and IT sections' classes have no letter ('UNKNOWN'): 'P3 FR'.
  const clazz = sql<string>`concat_ws(' ', ${participantClasses.grade}, ${participantClasses.language}, nullif(${participantClasses.postfix}, 'UNKNOWN'))`;
  const pattern = filterBy ? `%${filterBy.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return db
    .select({
      participantId: participants.id,
      givenName: persons.givenName,
      familyName: persons.familyName,
      clazz,
      grade: participantClasses.grade,
      alone: sql<boolean>`${participants.escortType} = 'ALONE' or ${participants.homeAlone}`,
    })
    .from(participantClasses)
    .innerJoin(participants, eq(participants.id, participantClasses.participantId))
    .innerJoin(persons, eq(persons.id, participants.personId))
    .where(
      and(
        eq(participantClasses.schoolYearId, schoolYearId),
        grade ? eq(participantClasses.grade, grade) : undefined,
        pattern
          ? or(
              ilike(sql`${persons.givenName} || ' ' || ${persons.familyName}`, pattern),
              ilike(sql`${persons.familyName} || ', ' || ${persons.givenName}`, pattern),
              ilike(clazz, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(asc(persons.familyName), asc(persons.givenName), asc(participants.id));
}
type ChildRow = Awaited<ReturnType<typeof readChildren>>[number];

/**
 * The children's booked afternoon slots on the weekdays of `dates` (not the morning buses): the
 * booking's side only, with the slot's id — the service's side comes from
 * {@link readServiceSlots}, once per slot rather than once per child (PGlite hands each value of
 * each row across on its own: 17 columns × 5,000 slots of a grade took three times the query).
 */
function readBookedSlots(db: Reader, childIds: readonly number[], dates: readonly string[]) {
  const from = dates[0]!;
  const to = dates.at(-1)!;
  return db
    .select({
      participantId: bookings.participantId,
      bookingStatus: bookings.bookingStatus,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
      cancellationDate: bookings.cancellationDate,
      destination: destinationStop.name,
      recurrenceId: eventRecurrences.id,
    })
    .from(bookings)
    .innerJoin(events, eq(events.id, bookings.eventId))
    .innerJoin(eventRecurrences, eq(eventRecurrences.eventId, events.id))
    .leftJoin(destinationStop, eq(destinationStop.id, bookings.destinationStopId))
    .where(
      and(
        sql`${bookings.participantId} = any(${arrayLiteral(childIds)}::int[])`,
        inArray(bookings.bookingStatus, TAKEN),
        or(isNull(bookings.cancellationDate), gte(bookings.cancellationDate, from)),
        or(isNull(bookings.startDate), lte(bookings.startDate, to)),
        or(isNull(bookings.endDate), gte(bookings.endDate, from)),
        inArray(events.businessArea, [...ACTIVITY_AREAS, 'CHILDMINDING', 'SCHOOL_BUS']),
        isNull(events.canceledAt),
        or(ne(events.businessArea, 'SCHOOL_BUS'), eq(events.inbound, false)),
        inArray(eventRecurrences.dayOfWeek, [...new Set(dates.map(weekdayOf))]),
        takesSlot(bookings.id, eventRecurrences.id),
      ),
    );
}

/** The slots `recurrenceIds` with their service: when, where, what. */
function readServiceSlots(db: Reader, recurrenceIds: readonly number[]) {
  return db
    .select({
      recurrenceId: eventRecurrences.id,
      dayOfWeek: eventRecurrences.dayOfWeek,
      time: eventRecurrences.time,
      endTime: eventRecurrences.endTime,
      id: events.id,
      name: events.name,
      businessArea: events.businessArea,
      inbound: events.inbound,
      serviceStart: events.startDate,
      serviceEnd: events.endDate,
      room: sql<string | null>`${locations.name} || ' ' || ${locations.room}`,
    })
    .from(eventRecurrences)
    .innerJoin(events, eq(events.id, eventRecurrences.eventId))
    .leftJoin(locations, eq(locations.id, events.locationId))
    .where(sql`${eventRecurrences.id} = any(${arrayLiteral(recurrenceIds)}::int[])`);
}

/** The children's booked slots, each with its service's facts. Two queries. */
async function readSlots(db: Reader, childIds: readonly number[], dates: readonly string[]) {
  const booked = await readBookedSlots(db, childIds, dates);
  const slotOf = new Map(
    (await readServiceSlots(db, [...new Set(booked.map((slot) => slot.recurrenceId))])).map(
      (slot) => [slot.recurrenceId, slot],
    ),
  );
  return booked.map((slot) => ({ ...slot, ...slotOf.get(slot.recurrenceId)! }));
}
type SlotRow = Awaited<ReturnType<typeof readSlots>>[number];

/** Each afternoon line's stops with their distance (the stop times shift by it). */
async function readLineStops(db: Reader, lineIds: readonly number[]) {
  const stopsOf = new Map<number, { name: string; distance: number | null }[]>();
  if (lineIds.length === 0) return stopsOf;
  const rows = await db
    .select({ eventId: eventBusStops.eventId, name: stops.name, distance: eventBusStops.distance })
    .from(eventBusStops)
    .innerJoin(stops, eq(stops.id, eventBusStops.stopId))
    .where(inArray(eventBusStops.eventId, [...lineIds]));
  for (const { eventId, ...stop } of rows)
    stopsOf.set(eventId, [...(stopsOf.get(eventId) ?? []), stop]);
  return stopsOf;
}

/**
 * Who may pick each child up: the persons linked to the child with their relationship (as
 * linked), then the parents — the customer and the spouse — unless linked already. One query.
 */
async function readPickUps(db: Reader, childIds: readonly number[]) {
  const pickUpsOf = new Map<number, TransportDay['pickUp']>();
  if (childIds.length === 0) return pickUpsOf;
  // One parameter, named three times: binding 811 ids a parameter each cost more than the query.
  const ids = sql`any(${arrayLiteral(childIds)}::int[])`;
  const rows = await db
    .select({
      participantId: sql<number>`l.participant_id`,
      personId: persons.id,
      name: sql<string>`${persons.givenName} || ' ' || ${persons.familyName}`,
      relationship: sql<RelationshipType | null>`l.relationship`,
    })
    .from(
      sql`(select pp.participant_id, pp.person_id, pp.relationship::text as relationship,
                  0 as kind, pp.id as linked
             from ${participantPersons} pp where pp.participant_id = ${ids}
           union all
           select pa.id, cu.person_id, 'PARENT_CUSTOMER', 1, 0
             from ${participants} pa join ${customers} cu on cu.id = pa.customer_id
            where pa.id = ${ids} and not pa.is_customer_person
           union all
           select pa.id, cu.spouse_person_id, 'PARENT_SPOUSE', 2, 0
             from ${participants} pa join ${customers} cu on cu.id = pa.customer_id
            where pa.id = ${ids} and cu.spouse_person_id is not null) l`,
    )
    .innerJoin(persons, sql`${persons.id} = l.person_id`)
    .orderBy(sql`l.participant_id, l.kind, l.linked`);
  const seen = new Set<string>();
  for (const { participantId, personId, ...person } of rows) {
    const key = `${participantId}/${personId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    pickUpsOf.set(participantId, [...(pickUpsOf.get(participantId) ?? []), person]);
  }
  return pickUpsOf;
}

const absenceText = (absence: AbsenceNote) =>
  [absence.reason, absence.notes].filter(Boolean).join(': ');

/**
 * How each child of the filter goes home on each of `days.dates` (spec 002 §7 lists, issue
 * 22.1): the booked slots that run that day (the presence register's rules: the booking covers
 * the date, takes the slot, the service runs — no public holiday, no break unless a camp), less
 * the services an absence names; a whole-day absence makes the day ABSENT. The afternoon bus
 * wins, then childminding; without either the child goes alone when the family allows it, else
 * is picked up by a linked person. A day without school and without a booking is NO_SCHOOL.
 * Six queries for any number of children.
 */
export async function readGoingHome(
  db: Reader,
  days: SchoolDays,
  filter: GoingHomeFilter = {},
): Promise<TransportChild[]> {
  const { dates, schoolYearId, calendar } = days;
  if (schoolYearId === null || dates.length === 0) return [];
  const children = await readChildren(db, schoolYearId, filter);
  if (children.length === 0) return [];
  const childIds = children.map((child) => child.participantId);
  const [slots, pickUps, absences] = await Promise.all([
    readSlots(db, childIds, dates),
    readPickUps(db, childIds),
    absencesOn(db, { dates, participantIds: childIds }),
  ]);
  const lineIds = [
    ...new Set(slots.filter((slot) => slot.businessArea === 'SCHOOL_BUS').map((slot) => slot.id)),
  ];
  const lineStops = await readLineStops(db, lineIds);
  const slotsOf = new Map<number, SlotRow[]>();
  for (const slot of slots)
    slotsOf.set(slot.participantId, [...(slotsOf.get(slot.participantId) ?? []), slot]);
  return children.map((child) => ({
    participantId: child.participantId,
    givenName: child.givenName,
    familyName: child.familyName,
    clazz: child.clazz,
    grade: child.grade,
    days: dates.map((date) =>
      dayOf(child, date, {
        slots: slotsOf.get(child.participantId) ?? [],
        pickUp: pickUps.get(child.participantId) ?? [],
        absence: absences.get(date)!.get(child.participantId),
        schoolDay: isSchoolDay(calendar, date),
        lineStops,
        calendar,
      }),
    ),
  }));
}

interface DayFacts {
  slots: readonly SlotRow[];
  pickUp: TransportDay['pickUp'];
  absence: AbsenceNote | undefined;
  schoolDay: boolean;
  lineStops: Map<number, { name: string; distance: number | null }[]>;
  calendar: SchoolDays['calendar'];
}

/** One child's day. Pure. */
function dayOf(child: ChildRow, date: string, facts: DayFacts): TransportDay {
  const { absence, calendar } = facts;
  const running = facts.slots
    .filter(
      (slot) =>
        slot.dayOfWeek === weekdayOf(date) &&
        coversDate(slot, date) &&
        isServiceDay(
          {
            ...slot,
            startDate: slot.serviceStart,
            endDate: slot.serviceEnd,
          },
          calendar,
          date,
        ) &&
        !absence?.eventIds.includes(slot.id),
    )
    .sort((a, b) => a.time.localeCompare(b.time));
  const empty = { activities: [], bus: null, childminding: null, pickUp: [], alone: false };
  if (absence && absence.eventIds.length === 0)
    return { date, way: 'ABSENT', absence: absenceText(absence), ...empty };
  if (!facts.schoolDay && running.length === 0)
    return { date, way: 'NO_SCHOOL', absence: null, ...empty };
  const activities = running
    .filter((slot) => ACTIVITY_AREAS.includes(slot.businessArea))
    .map((slot) => ({ name: slot.name, room: slot.room, time: slot.time, endTime: slot.endTime }));
  const minding = running.filter((slot) => slot.businessArea === 'CHILDMINDING').at(-1);
  const buses = running
    .filter((slot) => slot.businessArea === 'SCHOOL_BUS')
    .map((slot) => {
      const lineStops = facts.lineStops.get(slot.id) ?? [];
      const distance = lineStops.find((stop) => stop.name === slot.destination)?.distance ?? null;
      return {
        lineId: slot.id,
        line: slot.name,
        departure: shiftTime(slot.time, schoolStopOffset(lineStops, false)),
        stop: slot.destination,
        stopTime: distance === null ? null : shiftTime(slot.time, distance),
      };
    })
    .sort((a, b) => a.departure.localeCompare(b.departure));
  // The last bus of the day takes the child home (an earlier one would leave the activity).
  const bus = buses.at(-1) ?? null;
  const alone = child.alone;
  return {
    date,
    way: bus ? 'BUS' : minding ? 'CHILDMINDING' : alone ? 'ALONE' : 'PICK_UP',
    absence: null,
    activities,
    bus,
    childminding: minding ? { name: minding.name, until: minding.endTime } : null,
    pickUp: bus ? [] : facts.pickUp,
    alone,
  };
}
