import { integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { timestamps, version } from './columns';
import { businessAreaEnum } from './enums';
import { persons } from './people';

/** A person who teaches services; signs in through the user of the same person. */
export const instructors = pgTable('instructors', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  personId: integer('person_id')
    .notNull()
    .unique()
    .references(() => persons.id, { onDelete: 'restrict' }),
  version: version(),
  ...timestamps(),
});

export const instructorBusinessAreas = pgTable(
  'instructor_business_areas',
  {
    instructorId: integer('instructor_id')
      .notNull()
      .references(() => instructors.id, { onDelete: 'cascade' }),
    businessArea: businessAreaEnum('business_area').notNull(),
  },
  (t) => [primaryKey({ columns: [t.instructorId, t.businessArea] })],
);
