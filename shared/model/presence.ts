import * as v from 'valibot';
import { CLOCK_TIME } from '../rules/event-times';
import { LOCALES, type BookingStatus, type BusinessArea, type Weekday } from './enums';
import { dateSchema, idSchema, idTextSchema, STORABLE_KEYS } from './storable';

/**
 * The presence list of one service date (spec 001 §2.3, §3 "Presence row", §4.5, §7): who is
 * booked on a weekly slot (recurrence) of a service on a date, and their ticks.
 */

/** Days either side of today whose registers may be taken (spec 001 §9). */
export const PRESENCE_WINDOW_DAYS = 14;
/** How far ahead the next service day is searched (spec 001 §4.5, §9). */
export const NEXT_SERVICE_DAY_SEARCH_DAYS = 7;
/** The PDF's number of dates: one, or 2 to 8 with 4 preset (spec 001 §2.3, §9). */
export const PRESENCE_PDF_MAX_DATES = 8;
export const PRESENCE_PDF_DEFAULT_DATES = 4;

/** Grouping of the list (spec 001 §2.3); goes-to area is the default. */
export const PRESENCE_GROUPINGS = ['goesTo', 'comesFrom', 'none'] as const;
export type PresenceGrouping = (typeof PRESENCE_GROUPINGS)[number];

/** Where a child comes from before, or goes to after, the service that day. */
export interface PresenceNeighbour {
  area: BusinessArea;
  name: string;
}

/** A phone number of someone who may be called about, or picks up, the child. */
export interface PresenceContact {
  name: string;
  /** CUSTOMER, SPOUSE or PICK_UP (a linked pick-up person or coordinator). */
  type: 'CUSTOMER' | 'SPOUSE' | 'PICK_UP';
  phone: string | null;
}

/** One child on the register of one date (spec 001 §3 "Presence row"). */
export interface PresenceRow {
  /** Null until the first tick is saved. */
  presenceId: number | null;
  bookingId: number;
  participantId: number;
  date: string;
  present: boolean;
  /** Arrival 'HH:MM'. */
  time: string | null;
  pickedUp: boolean;
  pickUpTime: string | null;
  penalty: boolean;
  bookingStatus: BookingStatus;
  cancellationDate: string | null;
  absent: boolean;
  absentNotes: string | null;
  givenName: string;
  familyName: string;
  birthday: string | null;
  imageId: number | null;
  /** The class in the service's school year as 'P3 EN A'. */
  clazz: string | null;
  comesFrom: PresenceNeighbour | null;
  goesTo: PresenceNeighbour | null;
  /** School bus: the stops the child gets on and off (the school stop preset, spec 001 §4.5). */
  start: string | null;
  destination: string | null;
  /** School bus: the child's own stop and the bus's time there (shifted by its distance). */
  stop: { name: string; time: string | null } | null;
  contactSet: PresenceContact[];
}

/** The service and slot a register belongs to. */
export interface PresenceService {
  id: number;
  name: string;
  businessArea: BusinessArea;
  inbound: boolean;
  recurrenceId: number;
  dayOfWeek: Weekday;
  time: string;
  endTime: string | null;
  startDate: string | null;
  endDate: string | null;
}

/**
 * `GET /api/booking/populate-presence-table/{date}/{recurrenceId}`: the register of `date` —
 * the asked date when the service runs then, else the next service day up to 7 days ahead —
 * and the service's dates in the window (14 days either side of today, capped by its dates).
 */
export interface PresenceTable {
  service: PresenceService;
  date: string;
  /** Whether the service runs on `date` (false: no service day within 7 days of the asked one). */
  runs: boolean;
  presences: PresenceRow[];
  dates: string[];
}

export const presenceTableParams = v.object({ date: dateSchema(), recurrenceId: idTextSchema });

const clockTime = v.nullable(v.pipe(v.string(), v.regex(CLOCK_TIME, 'presence.timeFormat')));

/**
 * One changed row of the update: only the fields sent change, so two people ticking the same
 * register (even the same child: one present, the other picked-up) lose nothing.
 */
export const presenceChangeSchema = v.object({
  bookingId: idSchema,
  date: dateSchema(),
  present: v.optional(v.boolean()),
  time: v.optional(clockTime),
  pickedUp: v.optional(v.boolean()),
  pickUpTime: v.optional(clockTime),
  penalty: v.optional(v.boolean()),
});
export type PresenceChange = v.InferOutput<typeof presenceChangeSchema>;

/** `PUT /api/booking/update-presences`: the changed rows of one register. */
export const presenceUpdateSchema = v.object({
  recurrenceId: idSchema,
  presences: v.pipe(v.array(presenceChangeSchema), v.maxLength(500)),
});
export type PresenceUpdate = v.InferOutput<typeof presenceUpdateSchema>;

const numberOfDaysText = v.pipe(
  v.string(),
  v.regex(/^[0-9]{1,3}$/, 'presence.pdf.numberOfDays'),
  v.transform(Number),
  v.minValue(1, 'presence.pdf.numberOfDays'),
  v.maxValue(PRESENCE_PDF_MAX_DATES, 'presence.pdf.numberOfDays'),
);

/**
 * `GET /api/presence/documents/export?date&recurrenceId&numberOfDays&locale` (1 to 8 dates,
 * default 4). `locale` is the language the office screen shows; without it the requester's
 * spoken language, else the configured default (as the server's e-mails choose).
 */
export const presencePdfQuery = v.object({
  date: dateSchema(),
  recurrenceId: idTextSchema,
  numberOfDays: v.optional(numberOfDaysText, String(PRESENCE_PDF_DEFAULT_DATES)),
  locale: v.optional(v.picklist(LOCALES, STORABLE_KEYS.invalidInput)),
});

/** The file name the PDF is saved as (spec 001 §7). */
export const presencePdfName = (date: string) => `Presence_List_${date}.pdf`;

/** A service of an instructor's day, each opening that day's register (the dashboard). */
export interface TodaysRegister {
  serviceId: number;
  name: string;
  businessArea: BusinessArea;
  recurrenceId: number;
  time: string;
  endTime: string | null;
  /** Children expected (non-cancelled bookings of the slot on the date). */
  children: number;
}

export const todaysRegistersQuery = v.object({ date: v.optional(dateSchema()) });

/** One date of one booked slot on the booking dialog's Presence tab. */
export interface BookingPresenceRow extends PresenceRow {
  recurrenceId: number;
  dayOfWeek: Weekday;
  /** The slot's start 'HH:MM'. */
  slotTime: string;
}

/** `GET /api/presence/booking/{id}`: the booking's rows on the window's dates, by date. */
export interface BookingPresences {
  bookingId: number;
  rows: BookingPresenceRow[];
}
