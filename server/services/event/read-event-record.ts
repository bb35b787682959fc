import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { GRADES } from '../../../shared/model/enums';
import type { EventRecord, EventStopRow } from '../../../shared/model/event-record';
import type { Reader } from '../../db/database';
import {
  bookings,
  eventBusStops,
  eventDiscountModels,
  eventEventTypes,
  eventGrades,
  eventInstructors,
  eventReadPermissions,
  eventRecurrences,
  eventRegisterPermissions,
  eventReminderTexts,
  events,
  instructors,
  locations,
  persons,
  schoolYears,
  stops,
} from '../../db/schema';
import { ACTIVE_BOOKING_STATUSES } from './cancel-event';
import { byWeekdayAndTime } from './read-event-parts';
import { sanitizeRichText } from './sanitize-rich-text';

/** 'Name, room' of a location as the dialog's select shows it. */
export const locationDisplayName = (name: string, room: string) =>
  room ? `${name}, ${room}` : name;

/** Stops by distance, the school stop with a distance last (spec 002 §4); rows without distance after. */
const byDistance = (a: EventStopRow, b: EventStopRow) =>
  (a.distance ?? Number.MAX_SAFE_INTEGER) - (b.distance ?? Number.MAX_SAFE_INTEGER);

/**
 * A service with every tab's fields, as the service dialog edits it; null for an unknown id.
 * Rich texts are answered sanitised (rows stored before the sanitiser are cleaned on the way out).
 */
export async function readEventRecord(db: Reader, id: number): Promise<EventRecord | null> {
  const [row] = await db
    .select({ event: events, schoolYear: schoolYears.name })
    .from(events)
    .innerJoin(schoolYears, eq(schoolYears.id, events.schoolYearId))
    .where(eq(events.id, id));
  if (!row) return null;
  const { event } = row;
  const [
    types,
    teachers,
    location,
    grades,
    recurrences,
    stopRows,
    texts,
    discounts,
    reads,
    registers,
    active,
  ] = await Promise.all([
    db
      .select({ id: eventEventTypes.eventTypeId })
      .from(eventEventTypes)
      .where(eq(eventEventTypes.eventId, id)),
    db
      .select({ id: instructors.id, givenName: persons.givenName, familyName: persons.familyName })
      .from(eventInstructors)
      .innerJoin(instructors, eq(instructors.id, eventInstructors.instructorId))
      .innerJoin(persons, eq(persons.id, instructors.personId))
      .where(eq(eventInstructors.eventId, id))
      .orderBy(asc(persons.familyName), asc(persons.givenName)),
    event.locationId === null
      ? []
      : db.select().from(locations).where(eq(locations.id, event.locationId)),
    db.select({ grade: eventGrades.grade }).from(eventGrades).where(eq(eventGrades.eventId, id)),
    db.select().from(eventRecurrences).where(eq(eventRecurrences.eventId, id)),
    db
      .select({ row: eventBusStops, stop: stops })
      .from(eventBusStops)
      .innerJoin(stops, eq(stops.id, eventBusStops.stopId))
      .where(eq(eventBusStops.eventId, id)),
    db
      .select({ name: eventReminderTexts.name, text: eventReminderTexts.text })
      .from(eventReminderTexts)
      .where(eq(eventReminderTexts.eventId, id))
      .orderBy(asc(eventReminderTexts.id)),
    db
      .select({ id: eventDiscountModels.discountModelId })
      .from(eventDiscountModels)
      .where(eq(eventDiscountModels.eventId, id)),
    db
      .select({ role: eventReadPermissions.role })
      .from(eventReadPermissions)
      .where(eq(eventReadPermissions.eventId, id)),
    db
      .select({ role: eventRegisterPermissions.role })
      .from(eventRegisterPermissions)
      .where(eq(eventRegisterPermissions.eventId, id)),
    db
      .select({ n: count() })
      .from(bookings)
      .where(
        and(
          eq(bookings.eventId, id),
          inArray(bookings.bookingStatus, [...ACTIVE_BOOKING_STATUSES]),
        ),
      ),
  ]);
  const place = location[0];
  return {
    id: event.id,
    version: event.version,
    cloned: false,
    name: event.name,
    businessArea: event.businessArea,
    key: event.key,
    startDate: event.startDate,
    endDate: event.endDate,
    registrationDeadline: event.registrationDeadline,
    schoolYearId: event.schoolYearId,
    schoolYear: row.schoolYear,
    mapsUrl: event.mapsUrl ?? '',
    mapsUrlText: event.mapsUrlText ?? '',
    description: sanitizeRichText(event.description),
    imageId: event.imageId,
    eventTypeIds: types.map((type) => type.id).sort((a, b) => a - b),
    instructorIds: teachers.map((t) => t.id),
    instructors: teachers.map((t) => ({ id: t.id, name: `${t.givenName} ${t.familyName}` })),
    locationId: event.locationId,
    location: place
      ? {
          id: place.id,
          displayName: locationDisplayName(place.name, place.room),
          capacity: place.capacity,
        }
      : null,
    minimumNumber: event.minimumNumber,
    maximumNumber: event.maximumNumber,
    grades: grades.map((g) => g.grade).sort((a, b) => GRADES.indexOf(a) - GRADES.indexOf(b)),
    language: event.language,
    recurrences: recurrences
      .map(({ id: rowId, dayOfWeek, time, endTime }) => ({ id: rowId, dayOfWeek, time, endTime }))
      .sort(byWeekdayAndTime),
    inbound: event.inbound,
    continuesNextYear: event.continuesNextYear,
    draft: event.draft,
    canceled: event.canceledAt !== null,
    activeBookings: active[0]?.n ?? 0,
    busStops: stopRows
      .map(({ row: stopRow, stop }) => ({
        id: stopRow.id,
        version: stopRow.version,
        stopId: stop.id,
        name: stop.name,
        street: stop.street,
        imageUrl: stop.imageUrl,
        distance: stopRow.distance,
        totalPrice: stopRow.totalPrice,
        memberPrice: stopRow.memberPrice,
      }))
      .sort(byDistance),
    reminderTexts: texts.map((text) => ({ name: text.name, text: sanitizeRichText(text.text) })),
    notificationEmail: event.notificationEmail ?? '',
    costItems: {
      administrator: event.costAdministrator,
      instructor: event.costInstructor,
      material: event.costMaterial,
    },
    discountModelIds: discounts.map((d) => d.id).sort((a, b) => a - b),
    singlePrice: event.singlePrice,
    singleReducedPrice: event.singleReducedPrice,
    memberPrice: event.memberPrice,
    totalPrice: event.totalPrice,
    vat: event.vat,
    readPermissions: reads.map((r) => r.role).sort(),
    registerPermissions: registers.map((r) => r.role).sort(),
  };
}
