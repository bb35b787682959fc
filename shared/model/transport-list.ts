import * as v from 'valibot';
import { CLOCK_TIME } from '../rules/event-times';
import { GRADES, LOCALES, type Grade, type RelationshipType } from './enums';
import { dateSchema, idTextSchema, STORABLE_KEYS } from './storable';

/**
 * The transport lists (spec 002 §7 "Lists", issue 22.1): how each child goes home after
 * lessons on a school day — by which bus line and stop, to childminding until when, picked up
 * by whom, or alone — per week and grade, per day, and per bus line. No family's bank data, no
 * phone numbers: a parents' association member (MEMBER) reads them too.
 */

/** How a child leaves the school on a day, in the order the lists group by. */
export const WAYS_HOME = [
  'BUS',
  'CHILDMINDING',
  'PICK_UP',
  'ALONE',
  'ABSENT',
  'NO_SCHOOL',
] as const;
export type WayHome = (typeof WAYS_HOME)[number];

/** An afternoon activity (ECA, holiday camp, parent activity) the child stays for first. */
export interface TransportActivity {
  name: string;
  /** The location's room (and building), null without a location. */
  room: string | null;
  time: string;
  endTime: string | null;
}

/** The afternoon bus the child takes home. */
export interface TransportBus {
  lineId: number;
  line: string;
  /** When the bus leaves the school, 'HH:MM' (the daily list's bus slot). */
  departure: string;
  /** The child's stop (the booking's destination), null when it names none. */
  stop: string | null;
  /** The line's time at the child's stop, shifted by the stop's distance. */
  stopTime: string | null;
}

/** A person who may pick the child up (the child's linked persons, spec 002 §3). */
export interface TransportPickUp {
  name: string;
  relationship: RelationshipType | null;
}

/** One child on one date. */
export interface TransportDay {
  date: string;
  way: WayHome;
  /** The absence's reason and note when `way` is ABSENT ('' without either). */
  absence: string | null;
  activities: TransportActivity[];
  bus: TransportBus | null;
  childminding: { name: string; until: string | null } | null;
  pickUp: TransportPickUp[];
  /** The family lets the child go home alone. */
  alone: boolean;
}

/** A child with a day per listed date. */
export interface TransportChild {
  participantId: number;
  givenName: string;
  familyName: string;
  /** 'P3 EN A', null without a class that school year. */
  clazz: string | null;
  grade: Grade | null;
  days: TransportDay[];
}

/** `GET /api/lists/weekly-transport-list/`: Monday to Friday of ISO week `week` of `year`. */
export interface WeeklyTransportList {
  year: number;
  week: number;
  dates: string[];
  children: TransportChild[];
}

/** An afternoon bus running on the date: the daily list's bus-line and bus-slot choices. */
export interface TransportBusOption {
  lineId: number;
  line: string;
  departure: string;
}

/** `GET /api/lists/daily-transport-list/`: one date, each child with that day only. */
export interface DailyTransportList {
  date: string;
  busLines: TransportBusOption[];
  children: TransportChild[];
}

/** A child at a stop of a bus line. */
export interface BusLineChild {
  participantId: number;
  givenName: string;
  familyName: string;
  clazz: string | null;
  /** The absence's reason and note when reported absent ('' without either), else null. */
  absence: string | null;
}

/** A stop of a line, in the order the bus reaches it, with its time that day. */
export interface BusLineStop {
  /** Null: the children whose booking names no stop. */
  name: string | null;
  time: string | null;
  isSchoolStop: boolean;
  children: BusLineChild[];
}

/** One run of a bus line (a SCHOOL_BUS service's slot) on the date. */
export interface BusLineRun {
  lineId: number;
  recurrenceId: number;
  line: string;
  /** The morning bus towards the school. */
  inbound: boolean;
  time: string;
  stops: BusLineStop[];
}

/** `GET /api/lists/bus-line-list/`: the lines running on `date`, morning buses first. */
export interface BusLineList {
  date: string;
  lines: BusLineRun[];
}

/** A query value the client leaves out when blank (spec 002 §5): blank reads as absent. */
/* @__NO_SIDE_EFFECTS__ */ const optionalFilter = <S extends v.GenericSchema<string, unknown>>(
  schema: S,
) =>
  v.optional(
    v.pipe(
      v.string(STORABLE_KEYS.invalidInput),
      v.transform((value) => (value.trim() === '' ? undefined : value)),
      v.optional(schema),
    ),
  );

/** The longest name filter (a child's name or class). */
export const MAX_FILTER_LENGTH = 100;

const filterBy = optionalFilter(
  v.pipe(
    v.string(STORABLE_KEYS.invalidInput),
    v.trim(),
    v.maxLength(MAX_FILTER_LENGTH, STORABLE_KEYS.invalidInput),
  ),
);
const grade = optionalFilter(v.picklist(GRADES, STORABLE_KEYS.invalidInput));
const locale = v.optional(v.picklist(LOCALES, STORABLE_KEYS.invalidInput));

/** ISO week numbers: 1 to 53 (a year has 53 when it starts or, in leap years, ends on Thursday). */
export const MAX_ISO_WEEK = 53;

const numberText = (min: number, max: number) =>
  v.pipe(
    v.string(STORABLE_KEYS.invalidInput),
    v.regex(/^\d{1,4}$/, STORABLE_KEYS.invalidInput),
    v.transform(Number),
    v.minValue(min, STORABLE_KEYS.invalidInput),
    v.maxValue(max, STORABLE_KEYS.invalidInput),
  );

/** The year and ISO week of the weekly list and of the dismissal sheets. */
export const isoWeekSchema = v.object({
  year: numberText(2000, 2100),
  week: numberText(1, MAX_ISO_WEEK),
});

export const weeklyTransportQuery = v.object({
  ...isoWeekSchema.entries,
  grade,
  filterBy,
  locale,
});

export const dailyTransportQuery = v.object({
  date: dateSchema(),
  grade,
  busSlot: optionalFilter(v.pipe(v.string(), v.regex(CLOCK_TIME, STORABLE_KEYS.invalidInput))),
  busLine: optionalFilter(idTextSchema),
  filterBy,
  locale,
});

export const busLineQuery = v.object({ date: dateSchema(), locale });

/** The files' language (the screen's); else the requester's. */
export const fileLocaleQuery = v.object({ locale });

/** The file names the lists' PDFs are saved as. */
export const transportPdfName = {
  weekly: (year: number, week: number) =>
    `Transport_List_${year}-W${String(week).padStart(2, '0')}.pdf`,
  daily: (date: string) => `Transport_List_${date}.pdf`,
  busLines: (date: string) => `Bus_Lines_${date}.pdf`,
};

/** The dismissal sheets' zip (`GET /api/booking/pupil-transitions-zip/{year}/{week}`). */
export const pupilTransitionsZipName = (year: number, week: number) =>
  `Pupil_Transitions_${year}-W${String(week).padStart(2, '0')}.zip`;
