import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps, version } from './columns';
import { transitionStateEnum } from './enums';

/** A school year, 1 August to 31 July, named like '2026/27'. */
export const schoolYears = pgTable(
  'school_years',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull().unique(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    childmindingStartDate: date('childminding_start_date', { mode: 'string' }),
    trimester1End: date('trimester1_end', { mode: 'string' }),
    trimester2End: date('trimester2_end', { mode: 'string' }),
    trimester3End: date('trimester3_end', { mode: 'string' }),
    transitionState: transitionStateEnum('transition_state').notNull().default('NOT_ROLLED_OUT'),
    version: version(),
    ...timestamps(),
  },
  (t) => [
    check('school_years_dates_check', sql`${t.startDate} <= ${t.endDate}`),
    index('school_years_start_idx').on(t.startDate),
  ],
);

/** From `start` on, customers may book services of the school year (one phase per year). */
export const bookingPhases = pgTable('booking_phases', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  schoolYearId: integer('school_year_id')
    .notNull()
    .unique()
    .references(() => schoolYears.id, { onDelete: 'cascade' }),
  start: timestamp('start', { withTimezone: true, mode: 'date' }).notNull(),
  ...timestamps(),
});

/** School holidays (autumn, Christmas, …): whole periods without regular services. */
export const breaks = pgTable(
  'breaks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    schoolYearId: integer('school_year_id')
      .notNull()
      .references(() => schoolYears.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
  },
  (t) => [
    check('breaks_dates_check', sql`${t.startDate} <= ${t.endDate}`),
    index('breaks_year_start_idx').on(t.schoolYearId, t.startDate),
  ],
);

/** Public holidays: single days without services, shown in the calendar. */
export const holidays = pgTable(
  'holidays',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    schoolYearId: integer('school_year_id')
      .notNull()
      .references(() => schoolYears.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
  },
  (t) => [index('holidays_year_date_idx').on(t.schoolYearId, t.date)],
);
