import { customType, integer, numeric, timestamp } from 'drizzle-orm/pg-core';

/** Optimistic locking: every update bumps it, a stale one answers 409. */
export const version = () => integer('version').notNull().default(0);

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** Set by the code that updates a row (drizzle's $onUpdate), so bulk SQL updates keep it honest too. */
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** Euro amounts: exact in the database, plain numbers in TypeScript. */
export const money = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' });

/**
 * Binary content. PGlite answers a Uint8Array and pg a Buffer (a Uint8Array too); pg only
 * recognises Buffer parameters, so values are handed over as Buffer views without copying.
 */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
  fromDriver: (value) => value,
});

/** Clock times are 'HH:MM' text, as the spec shows and edits them. */
export const TIME_PATTERN = '^([01][0-9]|2[0-3]):[0-5][0-9]$';
