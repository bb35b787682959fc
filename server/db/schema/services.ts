import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { money, timestamps, TIME_PATTERN, version } from './columns';
import { businessAreaEnum, gradeEnum, languageEnum, weekdayEnum } from './enums';
import { images } from './images';
import { locations } from './locations';
import { schoolYears } from './school-years';

/** A bookable service (the spec's event or activity) of one business area and school year. */
export const events = pgTable(
  'events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    businessArea: businessAreaEnum('business_area').notNull(),
    /** The accounting key of the service, used on invoices and direct-debit exports. */
    key: text('key').notNull(),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    registrationDeadline: date('registration_deadline', { mode: 'string' }),
    schoolYearId: integer('school_year_id')
      .notNull()
      .references(() => schoolYears.id, { onDelete: 'restrict' }),
    mapsUrl: text('maps_url'),
    mapsUrlText: text('maps_url_text'),
    /** Rich text (HTML) from the editor; sanitised when rendered. */
    description: text('description'),
    imageId: integer('image_id').references(() => images.id, { onDelete: 'set null' }),
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'restrict' }),
    minimumNumber: integer('minimum_number').notNull().default(0),
    maximumNumber: integer('maximum_number'),
    language: languageEnum('language'),
    /** School bus only: the morning bus towards the school. */
    inbound: boolean('inbound').notNull().default(false),
    notificationEmail: text('notification_email'),
    singlePrice: money('single_price'),
    singleReducedPrice: money('single_reduced_price'),
    memberPrice: money('member_price'),
    totalPrice: money('total_price'),
    vat: money('vat').notNull().default(0),
    costAdministrator: money('cost_administrator'),
    costInstructor: money('cost_instructor'),
    costMaterial: money('cost_material'),
    /** Marked to continue: the next school year's roll-out copies it (as a draft). */
    continuesNextYear: boolean('continues_next_year').notNull().default(false),
    /** Not offered yet: customers neither see nor book it (a roll-out's copies start so). */
    draft: boolean('draft').notNull().default(false),
    /**
     * The service of the previous year a roll-out copied this one from; a rollback removes the
     * copies (spec 002 §4). Null for a service made by hand.
     */
    rolledOutFromId: integer('rolled_out_from_id').references((): AnyPgColumn => events.id, {
      onDelete: 'set null',
    }),
    /** Set when the service is cancelled as a whole (e.g. too few participants). */
    canceledAt: timestamp('canceled_at', { withTimezone: true, mode: 'date' }),
    version: version(),
    ...timestamps(),
  },
  (t) => [
    index('events_year_area_idx').on(t.schoolYearId, t.businessArea),
    index('events_area_idx').on(t.businessArea),
    index('events_location_idx').on(t.locationId),
    index('events_rolled_out_from_idx').on(t.rolledOutFromId),
    check('events_minimum_check', sql`${t.minimumNumber} >= 0`),
    check(
      'events_maximum_check',
      sql`${t.maximumNumber} is null or ${t.maximumNumber} >= ${t.minimumNumber}`,
    ),
    check(
      'events_dates_check',
      sql`${t.startDate} is null or ${t.endDate} is null or ${t.startDate} <= ${t.endDate}`,
    ),
  ],
);

/** A weekly slot of a service: weekday, start and (except for buses) end time, 'HH:MM'. */
export const eventRecurrences = pgTable(
  'event_recurrences',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    dayOfWeek: weekdayEnum('day_of_week').notNull(),
    time: text('time').notNull(),
    endTime: text('end_time'),
  },
  (t) => [
    index('event_recurrences_event_idx').on(t.eventId),
    check('event_recurrences_time_check', sql`${t.time} ~ ${sql.raw(`'${TIME_PATTERN}'`)}`),
    check(
      'event_recurrences_end_time_check',
      sql`${t.endTime} is null or ${t.endTime} ~ ${sql.raw(`'${TIME_PATTERN}'`)}`,
    ),
  ],
);

export const eventGrades = pgTable(
  'event_grades',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    grade: gradeEnum('grade').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.grade] }),
    index('event_grades_grade_idx').on(t.grade),
  ],
);
