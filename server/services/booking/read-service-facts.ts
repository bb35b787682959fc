import { eq, inArray, sql } from 'drizzle-orm';
import type { RoleHolder } from '../../../shared/access/has-role';
import type { Grade } from '../../../shared/model/enums';
import {
  breaks,
  configuration,
  customers,
  eventGrades,
  eventReadPermissions,
  eventRecurrences,
  events,
  featureToggles,
  holidays,
  locations,
  participantClasses,
  participants,
} from '../../db/schema';
import { qualified } from '../../db/qualified';
import { areaSwitchesFrom, type AreaSwitches } from '../event/area-switches';
import { placesLeftOfEvent } from '../event/places-left';
import type { EventRow } from '../event/read-event-parts';
import { permissionRolesOf } from '../event/readable-by';
import { roomSlotsOf, type RoomSlot } from './count-room-occupancy';
import type { ParticipantRow } from './participant-of-caller';
import type { SchoolCalendar } from './rules/collision';
import type { Reader } from '../../db/database';

/** A slot row of a service. */
export type EventRecurrenceRow = typeof eventRecurrences.$inferSelect;

/** What the booking check needs of a service and its school year. */
export interface ServiceFacts {
  /** The service's row, whether or not the caller may read it (see `readable`). */
  service: EventRow;
  /** No draft, and its read permissions name one of the caller's roles (event/readable-by.ts). */
  readable: boolean;
  /** The participant's row with its customer's; null without one asked or when unknown. */
  participant: ParticipantRow | null;
  /** The feature toggles and the childminding mode, as stored now. */
  switches: AreaSwitches;
  /** Every slot of the service, by id. */
  recurrences: EventRecurrenceRow[];
  grades: Grade[];
  /** The participant's grade in the service's school year; null without one (or no participant). */
  participantGrade: Grade | null;
  /** Places left before the maximum, null without one (event/places-left.ts). */
  placesLeft: number | null;
  /** The room's capacity; null without a room. */
  capacity: number | null;
  /** The slots of the room's services in the school year (count-room-occupancy.ts). */
  roomSlots: RoomSlot[];
  calendar: SchoolCalendar;
}

/**
 * The service's row and everything the booking check decides on beside it, in one query: whether
 * the caller may read it, the participant and their customer, the area switches, the service's
 * slots, grades, places left, room (capacity and slots) and school calendar, and the
 * participant's grade, each a subquery of the service's row (JSON lists), since every query
 * costs its round trip through the driver (and on PGlite its turn in the one connection)
 * whatever it reads. Null for an unknown service.
 */
export async function readServiceFacts(
  db: Reader,
  serviceId: number,
  {
    participantId,
    exceptBookingId,
    caller,
  }: { participantId: number | null; exceptBookingId: number | null; caller: RoleHolder },
): Promise<ServiceFacts | null> {
  const id = qualified(events.id);
  const year = qualified(events.schoolYearId);
  const [row] = await db
    .select({
      service: events,
      readable: sql<boolean>`not ${qualified(events.draft)} and exists (select 1 from ${eventReadPermissions} p
        where p.event_id = ${id} and ${inArray(sql`p.role`, permissionRolesOf(caller))})`,
      participant:
        participantId === null
          ? sql<ParticipantRow | null>`null`
          : sql<ParticipantRow | null>`(select json_build_object('personId', pa.person_id,
              'customerId', pa.customer_id, 'customerPersonId', cu.person_id,
              'hasMembership', cu.has_membership)
            from ${participants} pa left join ${customers} cu on cu.id = pa.customer_id
            where pa.id = ${participantId})`,
      toggles: sql<{ name: string; enabled: boolean }[]>`coalesce((
        select json_agg(json_build_object('name', t.name, 'enabled', t.enabled))
        from ${featureToggles} t), '[]')`,
      childmindingMode: sql<string | null>`(select c.value from ${configuration} c
        where c.key = 'childmindingMode')`,
      recurrences: sql<EventRecurrenceRow[]>`coalesce((
        select json_agg(json_build_object('id', r.id, 'eventId', r.event_id,
          'dayOfWeek', r.day_of_week, 'time', r.time, 'endTime', r.end_time) order by r.id)
        from ${eventRecurrences} r where r.event_id = ${id}), '[]')`,
      grades: sql<Grade[]>`coalesce((
        select json_agg(g.grade) from ${eventGrades} g where g.event_id = ${id}), '[]')`,
      participantGrade:
        participantId === null
          ? sql<Grade | null>`null`
          : sql<Grade | null>`(select c.grade from ${participantClasses} c
              where c.participant_id = ${participantId} and c.school_year_id = ${year}
              limit 1)`,
      placesLeft: placesLeftOfEvent({ exceptBookingId }),
      capacity: sql<number | null>`(select l.capacity from ${locations} l
        where l.id = ${qualified(events.locationId)})`,
      roomSlots: roomSlotsOf(qualified(events.locationId), year),
      breaks: sql<SchoolCalendar['breaks']>`coalesce((
        select json_agg(json_build_object('startDate', b.start_date, 'endDate', b.end_date))
        from ${breaks} b where b.school_year_id = ${year}), '[]')`,
      holidays: sql<string[]>`coalesce((
        select json_agg(h.date) from ${holidays} h
        where h.school_year_id = ${year}), '[]')`,
    })
    .from(events)
    .where(eq(events.id, serviceId));
  if (!row) return null;
  return {
    service: row.service,
    readable: row.readable,
    participant: row.participant,
    switches: areaSwitchesFrom(row.toggles, row.childmindingMode),
    recurrences: row.recurrences,
    grades: row.grades,
    participantGrade: row.participantGrade,
    placesLeft: row.placesLeft === null ? null : Number(row.placesLeft),
    capacity: row.capacity === null ? null : Number(row.capacity),
    roomSlots: row.roomSlots,
    calendar: { breaks: row.breaks, holidays: row.holidays },
  };
}
