import { eq, inArray } from 'drizzle-orm';
import type { FieldIssue } from '../../../shared/model/errors';
import { EVENT_KEYS, type EventInput } from '../../../shared/rules/event';
import type { Transaction } from '../../db/database';
import {
  discountModels,
  eventTypes,
  instructors,
  locations,
  schoolYears,
  stops,
} from '../../db/schema';
import { invalidInput } from '../../errors';

type IdTable = typeof eventTypes | typeof instructors | typeof discountModels | typeof stops;

async function missingIds(tx: Transaction, table: IdTable, ids: readonly number[]) {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Set<number>();
  const found = new Set(
    (await tx.select({ id: table.id }).from(table).where(inArray(table.id, wanted))).map(
      (row) => row.id,
    ),
  );
  return new Set(wanted.filter((id) => !found.has(id)));
}

/**
 * The rules that need the database, inside the save's transaction: every id names a record
 * (else 400 `event.rules.unknownReference` on that field), and the maximum does not exceed the
 * location's capacity (400 `max-exceeds-capacity` with the capacity; not for the bus). The
 * location row is locked, so a capacity lowered meanwhile cannot slip past.
 */
export async function checkEventReferences(tx: Transaction, input: EventInput): Promise<void> {
  const issues: FieldIssue[] = [];
  const unknown = (path: string) => issues.push({ path, message: EVENT_KEYS.unknownReference });

  const [year] = await tx
    .select({ id: schoolYears.id })
    .from(schoolYears)
    .where(eq(schoolYears.id, input.schoolYearId));
  if (!year) unknown('schoolYearId');

  if (input.locationId !== null) {
    const [place] = await tx
      .select({ capacity: locations.capacity })
      .from(locations)
      .where(eq(locations.id, input.locationId))
      .for('share');
    if (!place) unknown('locationId');
    else if (
      input.businessArea !== 'SCHOOL_BUS' &&
      input.maximumNumber !== null &&
      input.maximumNumber > place.capacity
    )
      issues.push({
        path: 'maximumNumber',
        message: EVENT_KEYS.maxExceedsCapacity,
        values: { capacity: place.capacity },
      });
  }

  const lists = [
    ['eventTypeIds', eventTypes, input.eventTypeIds],
    ['instructorIds', instructors, input.instructorIds],
    ['discountModelIds', discountModels, input.discountModelIds],
  ] as const;
  for (const [field, table, ids] of lists) {
    const missing = await missingIds(tx, table, ids);
    ids.forEach((id, index) => missing.has(id) && unknown(`${field}.${index}`));
  }
  const missingStops = await missingIds(
    tx,
    stops,
    input.busStops.map((row) => row.stopId),
  );
  input.busStops.forEach(
    (row, index) => missingStops.has(row.stopId) && unknown(`busStops.${index}.stopId`),
  );

  if (issues.length > 0) throw invalidInput(issues, issues[0]!.message);
}
