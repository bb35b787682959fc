import * as v from 'valibot';
import type { TransitionState } from './enums';
import { dateSchema, idSchema, MAX_DATE, MIN_DATE, versionSchema } from './storable';

/** A school year as `GET /api/school-year` answers it (spec 002 §3 "School year settings"). */
export interface SchoolYearItem {
  id: number;
  /** Like '2026/27'. */
  name: string;
  startDate: string;
  endDate: string;
  childmindingStartDate: string | null;
  trimester1End: string | null;
  trimester2End: string | null;
  trimester3End: string | null;
  transitionState: TransitionState;
  /** When customers may start booking this year's services (ISO instant), or null: no phase. */
  bookingPhaseStart: string | null;
  version: number;
}

/** `GET /api/school-year/booking-phase`: the phase in force now (spec 002 §3 BookingPhase). */
export interface BookingPhase {
  schoolYear: { id: number; name: string };
  /** ISO instant. */
  start: string;
}

/** The trimester ends a `PATCH api/school-year/` may set, by the spec's field names. */
export const TRIMESTER_FIELDS = [
  'updatedTrimester1End',
  'updatedTrimester2End',
  'updatedTrimester3End',
] as const;

/** Message keys of the school-year rules. */
export const SCHOOL_YEAR_KEYS = {
  instant: 'schoolYear.rules.instant',
  nothingToSave: 'schoolYear.rules.nothingToSave',
  versionNeeded: 'schoolYear.rules.versionNeeded',
  outsideYear: 'schoolYear.rules.outsideYear',
  trimesterOrder: 'schoolYear.rules.trimesterOrder',
  phaseAfterYear: 'schoolYear.rules.phaseAfterYear',
} as const;

/** Whether `value` is an ISO instant (`2027-06-01T06:00:00.000Z`) between 1900 and 2100. */
export function isStorableInstant(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value))
    return false;
  const time = Date.parse(value);
  return (
    Number.isFinite(time) &&
    time >= Date.parse(`${MIN_DATE}T00:00:00Z`) &&
    time <= Date.parse(`${MAX_DATE}T23:59:59Z`)
  );
}

const optionalDate = v.optional(v.nullable(dateSchema()));

/**
 * Body of `PATCH api/school-year/` (spec 002 §7): the year, and what changes. The booking
 * phase's start (`updatedStart`) is saved without a version: the latest edit wins (spec 002 §4).
 * The year's own dates carry the `version` they were read at (409 when stale).
 */
export const SchoolYearUpdateSchema = v.pipe(
  v.object({
    schoolYear: idSchema,
    version: v.optional(versionSchema),
    updatedStart: v.optional(
      v.pipe(
        v.string(SCHOOL_YEAR_KEYS.instant),
        v.check(isStorableInstant, SCHOOL_YEAR_KEYS.instant),
      ),
    ),
    updatedChildmindingStartDate: optionalDate,
    updatedTrimester1End: optionalDate,
    updatedTrimester2End: optionalDate,
    updatedTrimester3End: optionalDate,
  }),
  v.check(
    (input) =>
      input.updatedStart !== undefined ||
      input.updatedChildmindingStartDate !== undefined ||
      TRIMESTER_FIELDS.some((field) => input[field] !== undefined),
    SCHOOL_YEAR_KEYS.nothingToSave,
  ),
  v.forward(
    v.check(
      (input) =>
        input.version !== undefined ||
        (input.updatedChildmindingStartDate === undefined &&
          TRIMESTER_FIELDS.every((field) => input[field] === undefined)),
      SCHOOL_YEAR_KEYS.versionNeeded,
    ),
    ['version'],
  ),
);
export type SchoolYearUpdate = v.InferOutput<typeof SchoolYearUpdateSchema>;
