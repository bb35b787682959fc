import { and, asc, eq } from 'drizzle-orm';
import type { RoleHolder } from '../../../shared/access/has-role';
import type { EventDetail } from '../../../shared/model/event';
import { webAddressOrNull } from '../../../shared/rules/url';
import { eventEventTypes, events, eventTypes } from '../../db/schema';
import { findSchoolYearInBookingPhase } from './booking-phase';
import { readEventParts, type EventRow } from './read-event-parts';
import { readableBy } from './readable-by';
import { toPublicItem } from './to-public-item';
import type { Reader } from '../../db/database';

/** A service the caller may read, or null when it does not exist or the caller may not read it. */
export async function findReadableEvent(
  db: Reader,
  id: number,
  caller: RoleHolder,
): Promise<EventRow | null> {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.id, id), readableBy(db, caller)));
  return row ?? null;
}

/**
 * `GET /api/event/{id}`: the service as its detail page shows it, or null when it does not
 * exist or the caller's roles may not read it (the route answers 404 for both, so hidden
 * services do not reveal that they exist).
 */
export async function readEventDetail(
  db: Reader,
  id: number,
  { caller, now }: { caller: RoleHolder; now: Date },
): Promise<EventDetail | null> {
  const row = await findReadableEvent(db, id, caller);
  if (!row) return null;
  const [parts, typeRows, year] = await Promise.all([
    readEventParts(db, [row]),
    db
      .select({ name: eventTypes.name })
      .from(eventEventTypes)
      .innerJoin(eventTypes, eq(eventTypes.id, eventEventTypes.eventTypeId))
      .where(eq(eventEventTypes.eventId, id))
      .orderBy(asc(eventTypes.name)),
    findSchoolYearInBookingPhase(db, now),
  ]);
  return {
    ...toPublicItem(row, parts.get(row.id)!, caller),
    mapsUrl: webAddressOrNull(row.mapsUrl),
    mapsUrlText: row.mapsUrlText,
    eventTypes: typeRows.map((type) => type.name),
    maximumNumber: row.maximumNumber,
    inBookingPhase: year?.id === row.schoolYearId,
  };
}
