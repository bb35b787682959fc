import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { events } from './services';

/**
 * Two services the office allowed to share their room at the same time (a large hall): resolving
 * their LOCATION_COLLISION (`PUT /api/inconsistency/location-collision`). The pair is stored once,
 * the smaller id first.
 */
export const acceptedLocationCollisions = pgTable(
  'accepted_location_collisions',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    otherEventId: integer('other_event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.otherEventId] }),
    index('accepted_location_collisions_other_idx').on(t.otherEventId),
    check('accepted_location_collisions_order_check', sql`${t.eventId} < ${t.otherEventId}`),
  ],
);

/**
 * How many committed transactions changed what the inconsistency rules read (services, their
 * slots and grades, rooms, bookings and their slots, classes, allowed collisions): raised by
 * deferred triggers at commit (migration 0024), one stripe per connection so that concurrent
 * booking writes do not queue on one row. Their sum is the version under which
 * `services/inconsistency/counted-inconsistencies.ts` keeps the year's counted rules. Never written
 * by the application.
 */
export const inconsistencyInputChanges = pgTable('inconsistency_input_changes', {
  stripe: smallint('stripe').primaryKey(),
  changes: bigint('changes', { mode: 'number' }).notNull().default(0),
});
