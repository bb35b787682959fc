import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamps, version } from './columns';
import { contactTypeEnum, genderEnum, languageEnum } from './enums';
import { images } from './images';

/** Everyone the portal knows: customers, spouses, children, guardians, instructors, staff. */
export const persons = pgTable(
  'persons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    givenName: text('given_name').notNull(),
    familyName: text('family_name').notNull(),
    title: text('title'),
    gender: genderEnum('gender'),
    /** Not unique: siblings may share a parent's address, and the spec only warns on duplicates. */
    email: text('email'),
    birthday: date('birthday', { mode: 'string' }),
    notes: text('notes'),
    entitledToCustody: boolean('entitled_to_custody').notNull().default(false),
    ecbMember: boolean('ecb_member').notNull().default(false),
    healthProblems: text('health_problems'),
    emergencyMedication: text('emergency_medication'),
    imageId: integer('image_id').references(() => images.id, { onDelete: 'set null' }),
    version: version(),
    ...timestamps(),
  },
  (t) => [
    index('persons_family_name_idx').on(t.familyName, t.givenName),
    // The existence check (`GET /api/person/exists?email`) compares case-insensitively.
    index('persons_email_lower_idx').on(sql`lower(${t.email})`),
    // Trigram indexes (pg_trgm, migration office_list_indexes): the office lists' searches,
    // `ILIKE '%…%'` on 'Given Family' and the e-mail, read these instead of every person
    // (issue 17's bench).
    index('persons_name_trgm_idx').using(
      'gin',
      sql`(${t.givenName} || ' ' || ${t.familyName}) gin_trgm_ops`,
    ),
    index('persons_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    street: text('street').notNull(),
    zip: text('zip').notNull(),
    city: text('city').notNull(),
    /** ISO 3166 alpha-2; new rows default to Germany (spec 000 §3). */
    country: text('country').notNull().default('DE'),
    version: version(),
  },
  (t) => [index('addresses_person_idx').on(t.personId)],
);

export const contacts = pgTable(
  'contacts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    contactType: contactTypeEnum('contact_type').notNull(),
    value: text('value').notNull(),
    notes: text('notes'),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [index('contacts_person_idx').on(t.personId)],
);

export const personLanguages = pgTable(
  'person_languages',
  {
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    language: languageEnum('language').notNull(),
  },
  (t) => [primaryKey({ columns: [t.personId, t.language] })],
);
