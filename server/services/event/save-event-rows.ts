import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { EventInput } from '../../../shared/rules/event';
import type { Transaction } from '../../db/database';
import {
  eventBusStops,
  eventDiscountModels,
  eventEventTypes,
  eventGrades,
  eventInstructors,
  eventReadPermissions,
  eventRecurrences,
  eventRegisterPermissions,
  eventReminderTexts,
} from '../../db/schema';
import { staleVersion } from '../../errors';
import { sanitizeRichText } from './sanitize-rich-text';

/** Replaces a set-like table's rows of a service (no other table points at them). */
async function replaceSets(tx: Transaction, eventId: number, input: EventInput) {
  const sets = [
    [
      eventEventTypes,
      [...new Set(input.eventTypeIds)].map((eventTypeId) => ({ eventId, eventTypeId })),
    ],
    [
      eventInstructors,
      [...new Set(input.instructorIds)].map((instructorId) => ({ eventId, instructorId })),
    ],
    [eventGrades, [...new Set(input.grades)].map((grade) => ({ eventId, grade }))],
    [
      eventDiscountModels,
      [...new Set(input.discountModelIds)].map((discountModelId) => ({ eventId, discountModelId })),
    ],
    [eventReadPermissions, [...new Set(input.readPermissions)].map((role) => ({ eventId, role }))],
    [
      eventRegisterPermissions,
      [...new Set(input.registerPermissions)].map((role) => ({ eventId, role })),
    ],
    [
      eventReminderTexts,
      input.reminderTexts.map(({ name, text }) => ({
        eventId,
        name,
        text: sanitizeRichText(text),
      })),
    ],
  ] as const;
  for (const [table, rows] of sets) {
    await tx.delete(table).where(eq(table.eventId, eventId));
    if (rows.length > 0) await tx.insert(table).values(rows as never[]);
  }
}

/**
 * Updates the recurrences in place: bookings take slots by id, so a kept row keeps its id (and
 * its bookings); rows without id (or another service's id) are added, rows left out removed
 * (their booked slots go with them).
 */
async function saveRecurrences(tx: Transaction, eventId: number, input: EventInput) {
  const existing = new Set(
    (
      await tx
        .select({ id: eventRecurrences.id })
        .from(eventRecurrences)
        .where(eq(eventRecurrences.eventId, eventId))
    ).map((row) => row.id),
  );
  const kept = input.recurrences.filter((row) => row.id !== null && existing.has(row.id));
  const keptIds = kept.map((row) => row.id as number);
  await tx
    .delete(eventRecurrences)
    .where(
      keptIds.length > 0
        ? and(eq(eventRecurrences.eventId, eventId), notInArray(eventRecurrences.id, keptIds))
        : eq(eventRecurrences.eventId, eventId),
    );
  for (const row of kept)
    await tx
      .update(eventRecurrences)
      .set({ dayOfWeek: row.dayOfWeek, time: row.time, endTime: row.endTime })
      .where(eq(eventRecurrences.id, row.id as number));
  const added = input.recurrences.filter((row) => !(row.id !== null && existing.has(row.id)));
  if (added.length > 0)
    await tx
      .insert(eventRecurrences)
      .values(added.map(({ dayOfWeek, time, endTime }) => ({ eventId, dayOfWeek, time, endTime })));
}

/**
 * The stop rows of a bus line, written anew: a row sent with the id and version of a stored row
 * must still be at that version (else 409); nothing refers to these rows by id (bookings name
 * the stop itself), so they are replaced, which also lets two rows swap stops in one save.
 */
async function saveStops(tx: Transaction, eventId: number, input: EventInput) {
  const current = await tx
    .select({ id: eventBusStops.id, version: eventBusStops.version })
    .from(eventBusStops)
    .where(eq(eventBusStops.eventId, eventId));
  const versions = new Map(current.map((row) => [row.id, row.version]));
  for (const row of input.busStops) {
    if (row.id === null || !versions.has(row.id)) continue;
    if (row.version !== null && row.version !== versions.get(row.id)) throw staleVersion();
  }
  if (current.length > 0)
    await tx.delete(eventBusStops).where(
      inArray(
        eventBusStops.id,
        current.map((row) => row.id),
      ),
    );
  if (input.busStops.length === 0) return;
  await tx.insert(eventBusStops).values(
    input.busStops.map((row) => ({
      eventId,
      stopId: row.stopId,
      distance: row.distance,
      totalPrice: row.totalPrice,
      memberPrice: row.memberPrice,
    })),
  );
}

/** Writes every row a service owns besides its own: sets, recurrences, stops, texts. */
export async function saveEventRows(tx: Transaction, eventId: number, input: EventInput) {
  await replaceSets(tx, eventId, input);
  await saveRecurrences(tx, eventId, input);
  await saveStops(tx, eventId, input);
}
