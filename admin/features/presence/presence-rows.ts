import type {
  PresenceChange,
  PresenceGrouping,
  PresenceNeighbour,
  PresenceRow,
} from '../../../shared/model/presence';
import { isClockTime } from '../../../shared/rules/event-times';

/**
 * The presence list's rules on the client (spec 001 §2.3, §4.5), pure: ticks that fill and
 * clear their time, pending rows hidden, grouping, and the changed fields a save sends.
 */

/** The fields a person ticks or types on a row. */
export type TickField = 'present' | 'pickedUp';
const TIME_OF = { present: 'time', pickedUp: 'pickUpTime' } as const;

/**
 * A tick or untick: ticking fills the time with `now` ('HH:MM'), not for the school bus (its
 * time is the bus's); unticking clears it.
 */
export function tick(
  row: PresenceRow,
  field: TickField,
  checked: boolean,
  now: string,
  isBus: boolean,
): PresenceRow {
  const timeField = TIME_OF[field];
  const fill = checked && !isBus ? (row[timeField] ?? now) : null;
  return { ...row, [field]: checked, [timeField]: checked ? fill : null };
}

/**
 * A typed time: a whole 'HH:MM' marks its tick (spec 001 §4.4); while typing, or emptied, the
 * tick stays as it is.
 */
export function typeTime(row: PresenceRow, field: TickField, time: string): PresenceRow {
  const timeField = TIME_OF[field];
  const value = time === '' ? null : time;
  return { ...row, [timeField]: value, ...(value && isClockTime(value) ? { [field]: true } : {}) };
}

/** Whether every typed time is a whole 'HH:MM' (a save sends no half-typed time). */
export const timesComplete = (rows: readonly PresenceRow[]) =>
  rows.every(
    (row) =>
      (row.time === null || isClockTime(row.time)) &&
      (row.pickUpTime === null || isClockTime(row.pickUpTime)),
  );

const FIELDS = ['present', 'time', 'pickedUp', 'pickUpTime', 'penalty'] as const;

/** The changes between the loaded rows and the edited ones: only rows and fields that differ. */
export function changesOf(
  loaded: readonly PresenceRow[],
  edited: readonly PresenceRow[],
): PresenceChange[] {
  const before = new Map(loaded.map((row) => [`${row.bookingId}/${row.date}`, row]));
  const changes: PresenceChange[] = [];
  for (const row of edited) {
    const old = before.get(`${row.bookingId}/${row.date}`);
    const change: PresenceChange = { bookingId: row.bookingId, date: row.date };
    let changed = false;
    for (const field of FIELDS) {
      if (old && old[field] === row[field]) continue;
      Object.assign(change, { [field]: row[field] });
      changed = true;
    }
    if (changed) changes.push(change);
  }
  return changes;
}

/** Save and PDF need at least one row that is not PENDING (spec 001 §4.5). */
export const hasConfirmedRow = (rows: readonly PresenceRow[]) =>
  rows.some((row) => row.bookingStatus !== 'PENDING');

/** The rows shown: pending ones only with show-pending. */
export const visibleRows = (rows: readonly PresenceRow[], showPending: boolean) =>
  showPending ? [...rows] : rows.filter((row) => row.bookingStatus !== 'PENDING');

/** One group of the list: its neighbour (null: none known, or no grouping) and rows. */
export interface PresenceGroup {
  key: string;
  neighbour: PresenceNeighbour | null;
  rows: PresenceRow[];
}

/**
 * Groups by the goes-to area (default), the comes-from area, or not at all; groups by area and
 * name, the rows of each by family name as they came; children without a neighbour last.
 */
export function groupRows(
  rows: readonly PresenceRow[],
  grouping: PresenceGrouping,
): PresenceGroup[] {
  if (grouping === 'none') return [{ key: 'all', neighbour: null, rows: [...rows] }];
  const groups = new Map<string, PresenceGroup>();
  for (const row of rows) {
    const neighbour = grouping === 'goesTo' ? row.goesTo : row.comesFrom;
    const key = neighbour ? `${neighbour.area}/${neighbour.name}` : '~none';
    const group = groups.get(key) ?? { key, neighbour, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  return [...groups.values()].sort(
    (a, b) => Number(!a.neighbour) - Number(!b.neighbour) || a.key.localeCompare(b.key),
  );
}

/** The wall-clock time 'HH:MM' of `now` in the school's time zone. */
export function clockTimeIn(timeZone: string, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '00';
  return `${part('hour')}:${part('minute')}`;
}
