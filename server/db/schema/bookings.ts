import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { money, timestamps, TIME_PATTERN, version } from './columns';
import { bookingStatusEnum } from './enums';
import { participants } from './participants';
import { persons } from './people';
import { eventRecurrences, events } from './services';
import { stops } from './stops';

/**
 * A participant booked onto a service. Participants and services with bookings cannot be deleted:
 * bookings are what invoices are made of.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    participantId: integer('participant_id')
      .notNull()
      .references(() => participants.id, { onDelete: 'restrict' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    /** School bus: where the child gets on and off. */
    startStopId: integer('start_stop_id').references(() => stops.id, { onDelete: 'restrict' }),
    destinationStopId: integer('destination_stop_id').references(() => stops.id, {
      onDelete: 'restrict',
    }),
    /** The person who accompanies or picks up the child. */
    escortPersonId: integer('escort_person_id').references(() => persons.id, {
      onDelete: 'set null',
    }),
    bookingStatus: bookingStatusEnum('booking_status').notNull().default('PENDING'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    /** The registration date admins may correct; createdAt stays the technical insert time. */
    registrationDate: date('registration_date', { mode: 'string' })
      .notNull()
      .default(sql`current_date`),
    /** Overrides the computed price when set. */
    individualPrice: money('individual_price'),
    price: money('price'),
    cancellationDate: date('cancellation_date', { mode: 'string' }),
    notes: text('notes'),
    cancellationNotes: text('cancellation_notes'),
    /**
     * A family's request to cancel a booking it may not cancel at once (issue 19.4): the day it
     * asked and its note; the office decides (its cancel clears the request).
     */
    cancellationRequestedOn: date('cancellation_requested_on', { mode: 'string' }),
    cancellationRequestNotes: text('cancellation_request_notes'),
    /**
     * The waiting list (issue 23.5): a WAITING_LIST booking's place in its service's queue (the
     * office reorders it), and the offer of a freed place it holds, valid until
     * `offer_expires_at` (server/services/booking/waiting-list/). An offer holds a place: see
     * event/places-left.ts.
     */
    waitingPosition: integer('waiting_position'),
    offeredAt: timestamp('offered_at', { withTimezone: true, mode: 'date' }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true, mode: 'date' }),
    homeworkSupport: boolean('homework_support').notNull().default(false),
    /** Whether accepting or cancelling notifies the family (spec 001 §4.1); the mail comes later. */
    sendEmail: boolean('send_email').notNull().default(false),
    /**
     * The child's names, kept with the booking so a service's participants sort by name from one
     * index (the participants tab: a busy service's 3,700 bookings, page 50). Set by triggers
     * (migration booking_participant_names) from the participant's person on every insert, change
     * of participant, rename and change of a participant's person — never by the services.
     */
    participantGivenName: text('participant_given_name').notNull().default(''),
    participantFamilyName: text('participant_family_name').notNull().default(''),
    version: version(),
    ...timestamps(),
  },
  (t) => [
    index('bookings_participant_idx').on(t.participantId),
    // A service's bookings by status, with what the room count reads of each (dates, id): the
    // count (booking/count-room-occupancy.ts) and places left scan only this index. The
    // participant and registration date beside them let the participants tab and the service
    // list's counts read it alone too (issue 16 bench: one heap page per booking before).
    index('bookings_event_status_dates_idx').on(
      t.eventId,
      t.bookingStatus,
      t.startDate,
      t.endDate,
      t.id,
      t.participantId,
      t.registrationDate,
    ),
    index('bookings_status_idx').on(t.bookingStatus),
    // The sweep's overdue offers (waiting-list/expire-offers.ts): only the few open ones.
    index('bookings_offer_expires_idx')
      .on(t.offerExpiresAt)
      .where(sql`${t.offerExpiresAt} is not null`),
    // The office's booking list filtered by service in its default order (registration date
    // descending, then id): a page is the index's next 25 entries, the total a count of it alone.
    index('bookings_event_registration_idx').on(
      t.eventId,
      t.registrationDate.desc().nullsFirst(),
      t.id,
    ),
    // The participants tab (issue 16): a service's bookings that hold the child, by given name and
    // id, then every other column the tab shows (an index-only scan: page 50 skips 980 entries of
    // this index instead of joining and sorting 3,700 bookings; no INCLUDE in drizzle's builder).
    index('bookings_event_given_name_idx')
      .on(
        t.eventId,
        t.participantGivenName,
        t.id,
        t.participantFamilyName,
        t.participantId,
        t.registrationDate,
        t.bookingStatus,
      )
      .where(sql`${t.bookingStatus} not in ('CANCELED', 'CANCELED_IMMEDIATELY')`),
    check(
      'bookings_individual_price_check',
      sql`${t.individualPrice} is null or ${t.individualPrice} >= 0`,
    ),
    check(
      'bookings_dates_check',
      sql`${t.startDate} is null or ${t.endDate} is null or ${t.startDate} <= ${t.endDate}`,
    ),
  ],
);

/** Which weekly slots of the service a booking takes (bus and childminding book single days). */
export const bookingRecurrences = pgTable(
  'booking_recurrences',
  {
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    eventRecurrenceId: integer('event_recurrence_id')
      .notNull()
      .references(() => eventRecurrences.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.eventRecurrenceId] }),
    index('booking_recurrences_recurrence_idx').on(t.eventRecurrenceId),
  ],
);

/** Attendance of one booking on one service date. */
export const presences = pgTable(
  'presences',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    eventRecurrenceId: integer('event_recurrence_id').references(() => eventRecurrences.id, {
      onDelete: 'set null',
    }),
    date: date('date', { mode: 'string' }).notNull(),
    present: boolean('present').notNull().default(false),
    /** Arrival time 'HH:MM'. */
    time: text('time'),
    pickedUp: boolean('picked_up').notNull().default(false),
    pickUpTime: text('pick_up_time'),
    /** A late pick-up or no-show that is charged. */
    penalty: boolean('penalty').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    unique('presences_booking_date_key').on(t.bookingId, t.date),
    index('presences_date_idx').on(t.date),
    check(
      'presences_time_check',
      sql`${t.time} is null or ${t.time} ~ ${sql.raw(`'${TIME_PATTERN}'`)}`,
    ),
    check(
      'presences_pick_up_time_check',
      sql`${t.pickUpTime} is null or ${t.pickUpTime} ~ ${sql.raw(`'${TIME_PATTERN}'`)}`,
    ),
  ],
);

/** A reported absence of a participant, both days included. */
export const absences = pgTable(
  'absences',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    participantId: integer('participant_id')
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    from: date('from', { mode: 'string' }).notNull(),
    to: date('to', { mode: 'string' }).notNull(),
    /**
     * The services the child misses; empty means every service. Ids without a foreign key: a
     * deleted service only drops out of the list (services with bookings are never deleted).
     */
    eventIds: integer('event_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    reason: text('reason'),
    notes: text('notes'),
    version: version(),
    ...timestamps(),
  },
  (t) => [
    index('absences_participant_from_idx').on(t.participantId, t.from),
    check('absences_dates_check', sql`${t.from} <= ${t.to}`),
  ],
);

/**
 * How many bookings of each service hold a place (CAPACITY_STATUSES: ACCEPTED, PENDING), kept by
 * statement triggers on `bookings` (migration 0005), so the office's service list shows and sorts
 * by them without counting 100,000 bookings per request. A service without bookings yet has no
 * row (read it as 0). Never written by the application.
 */
export const eventPlacesTaken = pgTable('event_places_taken', {
  eventId: integer('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  taken: integer('taken').notNull().default(0),
});

/**
 * How many bookings each service has, in all and still PENDING, kept by statement triggers on
 * `bookings` (migration 0025) like `event_places_taken`: the dashboard's tiles sum them per
 * business area instead of counting 100,000 bookings on every visit. A service without bookings
 * has no row (read it as 0). Never written by the application.
 */
export const eventBookingCounts = pgTable('event_booking_counts', {
  eventId: integer('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  total: integer('total').notNull().default(0),
  pending: integer('pending').notNull().default(0),
});
