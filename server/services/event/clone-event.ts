import type { EventRecord } from '../../../shared/model/event-record';
import type { Reader } from '../../db/database';
import { readEventRecord } from './read-event-record';

/**
 * `PUT /api/event/clone/{id}`: a copy of the service to edit, not stored: no id or version,
 * `cloned` set, rows without ids (new rows on save), the same name for the admin to change. The
 * picture's id stays, and the save copies the picture (`saveEvent`). Null for an unknown id.
 */
export async function cloneEvent(db: Reader, id: number): Promise<EventRecord | null> {
  const source = await readEventRecord(db, id);
  if (!source) return null;
  return {
    ...source,
    id: null,
    version: null,
    cloned: true,
    canceled: false,
    activeBookings: 0,
    recurrences: source.recurrences.map((row) => ({ ...row, id: null })),
    busStops: source.busStops.map((row) => ({ ...row, id: null, version: null })),
  };
}
