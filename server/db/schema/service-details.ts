import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { money, version } from './columns';
import { DISCOUNT_RULES } from '../../../shared/model/enums';
import { permissionRoleEnum } from './enums';
import { instructors } from './instructors';
import { events } from './services';
import { stops } from './stops';

/** Kinds of activity (sports, music, …) a service is filed under. */
export const eventTypes = pgTable('event_types', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
});

export const eventEventTypes = pgTable(
  'event_event_types',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    eventTypeId: integer('event_type_id')
      .notNull()
      .references(() => eventTypes.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.eventTypeId] })],
);

export const eventInstructors = pgTable(
  'event_instructors',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    instructorId: integer('instructor_id')
      .notNull()
      .references(() => instructors.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.instructorId] }),
    index('event_instructors_instructor_idx').on(t.instructorId),
  ],
);

/**
 * A stop on a bus line with its distance in minutes and prices. A stop in use cannot be deleted
 * (spec 002 §8 answers 409), hence `restrict`.
 */
export const eventBusStops = pgTable(
  'event_bus_stops',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    stopId: integer('stop_id')
      .notNull()
      .references(() => stops.id, { onDelete: 'restrict' }),
    /** Empty for the school stop of a morning bus until it is set (spec 002 §4). */
    distance: integer('distance'),
    totalPrice: money('total_price'),
    memberPrice: money('member_price'),
    version: version(),
  },
  (t) => [
    unique('event_bus_stops_event_stop_key').on(t.eventId, t.stopId),
    index('event_bus_stops_stop_idx').on(t.stopId),
    check('event_bus_stops_distance_check', sql`${t.distance} is null or ${t.distance} >= 0`),
  ],
);

/** Named texts the reminder e-mails of a service insert (names are wildcard-like variables). */
export const eventReminderTexts = pgTable(
  'event_reminder_texts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    text: text('text').notNull(),
  },
  (t) => [unique('event_reminder_texts_event_name_key').on(t.eventId, t.name)],
);

/** Reductions a service may grant, such as a sibling discount. */
export const discountModels = pgTable('discount_models', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
  description: text('description'),
  percent: numeric('percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
  /**
   * Who gets it on an invoice (server/services/invoice/README.md): SIBLING — a family's second
   * and further child, by itself; GRANTED — the families it is granted to
   * (customer_discount_models).
   */
  rule: text('rule', { enum: DISCOUNT_RULES }).notNull().default('GRANTED'),
});

export const eventDiscountModels = pgTable(
  'event_discount_models',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    discountModelId: integer('discount_model_id')
      .notNull()
      .references(() => discountModels.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.discountModelId] })],
);

/** Roles (ANONYMOUS included) that may see a service. */
export const eventReadPermissions = pgTable(
  'event_read_permissions',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    role: permissionRoleEnum('role').notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.role] })],
);

/** Roles that may book a service. */
export const eventRegisterPermissions = pgTable(
  'event_register_permissions',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    role: permissionRoleEnum('role').notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.role] })],
);
