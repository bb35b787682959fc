import type { BusinessArea } from '../model/enums';
import { EVENT_KEYS } from './event-keys';

/** A clock time as the recurrence rows take it: 'HH:MM' from 00:00 to 23:59 (spec 002 §5). */
export const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Childminding ends at one of these (spec 002 §9). */
export const CHILDMINDING_END_TIMES = ['16:30', '18:15'] as const;

/** Whether `text` is an 'HH:MM' clock time. */
export const isClockTime = (text: string) => CLOCK_TIME.test(text);

/**
 * What the time field does while typing (spec 002 §2.1 "Colon is auto-added after two typed
 * digits"): two digits typed (the text grew) get the colon; deleting it leaves it deleted.
 */
export function typeClockTime(previous: string, typed: string): string {
  return typed.length > previous.length && /^\d{2}$/.test(typed) ? `${typed}:` : typed;
}

/** A recurrence row as a form holds it: any field may still be empty. */
export interface RecurrenceDraft {
  dayOfWeek?: string | null;
  time?: string | null;
  endTime?: string | null;
}

/** Whether a row is saved at all: only rows with a day and a start time are (spec 002 §5). */
export const isSavedRecurrence = (row: RecurrenceDraft) => !!row.dayOfWeek && !!row.time;

/**
 * The first rule a saved recurrence row breaks, as `[field, message]`, or null. Start 'HH:MM';
 * the end required except for the bus, 'HH:MM', after the start; childminding ends at 16:30 or
 * 18:15.
 */
export function recurrenceIssue(
  row: RecurrenceDraft,
  businessArea: BusinessArea,
): ['time' | 'endTime', string] | null {
  const time = row.time ?? '';
  const endTime = row.endTime ?? '';
  if (!isClockTime(time)) return ['time', EVENT_KEYS.time];
  if (endTime === '') return businessArea === 'SCHOOL_BUS' ? null : ['endTime', EVENT_KEYS.endTime];
  if (!isClockTime(endTime)) return ['endTime', EVENT_KEYS.time];
  if (
    businessArea === 'CHILDMINDING' &&
    !(CHILDMINDING_END_TIMES as readonly string[]).includes(endTime)
  )
    return ['endTime', EVENT_KEYS.childmindingEnd];
  if (endTime <= time) return ['endTime', EVENT_KEYS.timeOrder];
  return null;
}
