import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { timestamps, version } from './columns';
import { customers } from './customers';
import {
  escortTypeEnum,
  gradeEnum,
  languageEnum,
  participantPersonTypeEnum,
  relationshipTypeEnum,
} from './enums';
import { persons } from './people';
import { schoolYears } from './school-years';

/** A child. Deleting a customer with children is refused: their bookings are billing history. */
export const participants = pgTable(
  'participants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'restrict' }),
    personId: integer('person_id')
      .notNull()
      .unique()
      .references(() => persons.id, { onDelete: 'restrict' }),
    escortType: escortTypeEnum('escort_type').notNull().default('GUARDIAN'),
    homeAlone: boolean('home_alone').notNull().default(false),
    /**
     * The participant is its customer's own person: a parent's record for parent activities,
     * which the office's children list leaves out. Set by triggers (migration
     * office_list_indexes), never by the services: the participant's and the customer's writes
     * both keep it.
     */
    isCustomerPerson: boolean('is_customer_person').notNull().default(false),
    version: version(),
    ...timestamps(),
  },
  (t) => [
    index('participants_customer_idx').on(t.customerId),
    // The children list's total counts this index alone (issue 17's bench).
    index('participants_children_idx')
      .on(t.id)
      .where(sql`not ${t.isCustomerPerson}`),
  ],
);

/** The class a participant attends in one school year (spec 001 §3 `clazzes`). */
export const participantClasses = pgTable(
  'participant_classes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    participantId: integer('participant_id')
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    schoolYearId: integer('school_year_id')
      .notNull()
      .references(() => schoolYears.id, { onDelete: 'cascade' }),
    grade: gradeEnum('grade').notNull(),
    language: languageEnum('language').notNull(),
    /** Class letter such as 'A'; 'UNKNOWN' for the FR, ES and IT sections. */
    postfix: text('postfix').notNull(),
    /** Made by the next school year's roll-out (grade + 1); a rollback removes these only. */
    rolledOut: boolean('rolled_out').notNull().default(false),
  },
  (t) => [
    unique('participant_classes_participant_year_key').on(t.participantId, t.schoolYearId),
    index('participant_classes_year_grade_idx').on(t.schoolYearId, t.grade),
  ],
);

/** Guardians, pick-up persons and coordinators linked to a participant. */
export const participantPersons = pgTable(
  'participant_persons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    participantId: integer('participant_id')
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    participantPersonType: participantPersonTypeEnum('participant_person_type')
      .notNull()
      .default('TRANSPORT_COORDINATOR'),
    relationship: relationshipTypeEnum('relationship'),
    /** A coordinator's grades (spec 002 §4); empty for a pick-up person. */
    grades: gradeEnum('grades').array().notNull().default([]),
    version: version(),
    ...timestamps(),
  },
  (t) => [
    unique('participant_persons_participant_person_key').on(t.participantId, t.personId),
    index('participant_persons_person_idx').on(t.personId),
  ],
);
