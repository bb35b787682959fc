import { boolean, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt, version } from './columns';

/** Parameters of CONFIGURATION_DEFAULTS; a key never stored reads as its default. */
export const configuration = pgTable('configuration', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  version: version(),
  updatedAt: updatedAt(),
});

export const featureToggles = pgTable('feature_toggles', {
  name: text('name').primaryKey(),
  enabled: boolean('enabled').notNull(),
  version: version(),
  updatedAt: updatedAt(),
});
