import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
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
