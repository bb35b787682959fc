import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamps, version } from './columns';
import { roleEnum, tokenPurposeEnum } from './enums';
import { persons } from './people';

/** A sign-in account. The login is an e-mail address stored in lower case. */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    login: text('login').notNull().unique(),
    /** Null until the user sets a password (accounts created by an admin). */
    passwordHash: text('password_hash'),
    locked: boolean('locked').notNull().default(false),
    personId: integer('person_id')
      .notNull()
      .unique()
      .references(() => persons.id, { onDelete: 'restrict' }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true, mode: 'date' }),
    version: version(),
    ...timestamps(),
  },
  // Stored in lower case, so the plain unique index makes logins unique case-insensitively and
  // serves the equality lookup of sign-in.
  (t) => [check('users_login_lowercase_check', sql`${t.login} = lower(${t.login})`)],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: roleEnum('role').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] }), index('user_roles_role_idx').on(t.role)],
);

/** A sign-up awaiting approval by a SYS_ADMIN (spec 001 §4.2); the user stays locked until then. */
export const registrations = pgTable(
  'registrations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: timestamp('date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    confirmed: boolean('confirmed').notNull().default(false),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    ...timestamps(),
  },
  (t) => [index('registrations_confirmed_idx').on(t.confirmed, t.date)],
);

/** One-time tokens for e-mail confirmation and password reset; only a hash is stored. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: tokenPurposeEnum('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('user_tokens_user_idx').on(t.userId, t.purpose)],
);
