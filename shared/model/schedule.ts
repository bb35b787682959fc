import * as v from 'valibot';
import type { BookingStatus, BusinessArea } from './enums';
import { dateSchema, idSchema, idTextSchema, STORABLE_KEYS } from './storable';

/**
 * A child's week in the personal area (`/my/schedule/{id}`, issue 19.6): what the child does each
 * day — lessons end, services, the bus with its stop and time, childminding until — with the
 * school's public holidays and breaks.
 */

/**
 * When lessons end on a school day. The school's timetable is not kept in the data; the demo
 * school's afternoon services start right after lessons, at 14:30 (the first block of ECA;
 * childminding and the second block follow at 15:30) — server/services/schedule/README.md.
 */
export const LESSONS_END = '14:30';

/** How far the calendar feed reaches: from two weeks back to twelve weeks ahead of today. */
export const FEED_DAYS_BEFORE = 14;
export const FEED_DAYS_AFTER = 84;

/** A child the caller may see the week of. */
export interface ScheduleChild {
  id: number;
  givenName: string;
  familyName: string;
}

/** One thing on one day: a booked service's slot. */
export interface ScheduleItem {
  bookingId: number;
  status: BookingStatus;
  serviceId: number;
  name: string;
  businessArea: BusinessArea;
  /** 'HH:MM': the slot's start; for a bus, when it is at the child's stop. */
  time: string;
  /** 'HH:MM' or null (a bus has none): the slot's end; for childminding, "until". */
  endTime: string | null;
  /** A bus booking's stop, with the time the bus is there; null otherwise. */
  stop: { name: string; time: string } | null;
  /** A bus: towards the school (morning) or home (afternoon). */
  inbound: boolean;
  /** The child is reported absent from it that day. */
  absent: boolean;
}

/** One day of the week. */
export interface ScheduleDay {
  date: string;
  /** The public holiday's name, else null. */
  holiday: string | null;
  /** The school break the day lies in, else null. */
  schoolBreak: string | null;
  /** 'HH:MM' on a school day (Monday to Friday, neither holiday nor break), else null. */
  lessonsEnd: string | null;
  items: ScheduleItem[];
}

/** The state of a child's calendar link: never made, or since when the current one holds. */
export interface ScheduleFeedState {
  createdAt: string | null;
}

/** Answer of `GET /api/my/schedule`: the caller's children and one child's week. */
export interface ChildSchedule {
  children: ScheduleChild[];
  /** The child shown (the one asked for, else the first), null without children. */
  child: ScheduleChild | null;
  /** Monday and Sunday of the week shown. */
  from: string;
  to: string;
  days: ScheduleDay[];
  /** The child's calendar link, for those who may make it (`schedule.feed`), else null. */
  feed: ScheduleFeedState | null;
}

/** `GET /api/my/schedule?participantId&week`: `week` is any day of the week wanted (today's by default). */
export const scheduleQuery = v.object({
  participantId: v.optional(idTextSchema),
  week: v.optional(dateSchema()),
});
export type ScheduleQuery = v.InferOutput<typeof scheduleQuery>;

/** Body of `PUT /api/my/schedule/feed`: make or renew the child's calendar link. */
export const scheduleFeedBody = v.object({ participantId: idSchema });

/** Answer of `PUT /api/my/schedule/feed`: the new secret address, shown this once. */
export interface ScheduleFeedLink {
  url: string;
  createdAt: string;
}

/** `GET /api/schedule-feed/{token}`: a token as the feed's address carries it. */
export const scheduleFeedParams = v.object({
  token: v.pipe(v.string(STORABLE_KEYS.invalidInput), v.maxLength(200, STORABLE_KEYS.invalidInput)),
});
