import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { businessAreaEnum } from './enums';
import { persons } from './people';
import { users } from './users';

/**
 * Keys of external providers. Only a SHA-256 hash of the whole key is stored; the prefix
 * (`kb_<id>`) names a key in lists. `last_used_at` is written at most once a minute.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    keyPrefix: text('key_prefix').notNull(),
    providerPersonId: integer('provider_person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    /** Who revoked it: the provider, or a SYS_ADMIN (kept as null when that user is deleted). */
    revokedByUserId: integer('revoked_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [index('api_keys_provider_idx').on(t.providerPersonId)],
);

/**
 * What an external provider serves (a bus company: SCHOOL_BUS): their API keys read the routes
 * of these business areas only (a contract's `apiKey`).
 */
export const providerBusinessAreas = pgTable(
  'provider_business_areas',
  {
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    businessArea: businessAreaEnum('business_area').notNull(),
  },
  (t) => [primaryKey({ columns: [t.personId, t.businessArea] })],
);
