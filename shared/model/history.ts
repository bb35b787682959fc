import * as v from 'valibot';
import { wholeNumberText } from './list';
import { idTextSchema } from './storable';

/**
 * The change history of people's records (issue 17.8) and of bookings (issue 18): who changed
 * which fields of a customer, participant, person, user, link of a person to a child
 * (participantPerson) or booking, and when. Written by the server in the save's own transaction
 * (server/services/history), read by ADMIN in the dialogs' History tab (admin/ui/history).
 */

/** The records that keep a history; the path segment of `GET /api/history/{entity}/{id}`. */
export const HISTORY_ENTITIES = [
  'customer',
  'participant',
  'person',
  'user',
  'participantPerson',
  'booking',
  'schoolYear',
] as const;
/**
 * Records whose history only the configuration screen shows (`GET /api/configuration/history`,
 * SYS_ADMIN), not `GET /api/history`: the parameters and toggles as one record (id
 * {@link CONFIGURATION_RECORD_ID}), and each school year's breaks and holidays (the year's id).
 */
export const CONFIGURATION_HISTORY_ENTITIES = ['configuration', 'schoolCalendar'] as const;
/** The id the configuration's history rows carry: the whole configuration is one record. */
export const CONFIGURATION_RECORD_ID = 1;
export type HistoryEntity =
  (typeof HISTORY_ENTITIES)[number] | (typeof CONFIGURATION_HISTORY_ENTITIES)[number];

/** A field's value as the history keeps it: flat, JSON. */
export type HistoryValue = string | number | boolean | null;

/**
 * How the History tab shows a value: `date` (yyyy-MM-dd) and `money` (euros) per locale,
 * `boolean` as yes/no, `masked` as stored (bank data: only its last characters are kept),
 * `picture` as "a picture" or empty (the value is an image id, meaningless to people).
 */
export type HistoryValueKind =
  'text' | 'number' | 'boolean' | 'date' | 'money' | 'masked' | 'picture';

/** One changed field: its key (`givenName`, `spouse.email`, `iban`), before and after. */
export interface HistoryChange {
  field: string;
  kind: HistoryValueKind;
  /** null: the field was empty (or the record new). */
  before: HistoryValue;
  after: HistoryValue;
}

/** One save of a record. */
export interface HistoryEntry {
  id: number;
  /** When it was saved, an ISO instant. */
  changedAt: string;
  /** Who saved it: the user (null when that user was deleted since) and their name then. */
  userId: number | null;
  userName: string;
  /** Whether this save created the record. */
  created: boolean;
  changes: HistoryChange[];
  /** What the record is, where a list mixes records (a school year's name for its calendar). */
  subject?: string;
}

/** The entries a page shows when the request names no size. */
export const HISTORY_PAGE_SIZE = 20;

/** `GET /api/history/{entity}/{id}`: the record. */
export const historyParams = v.object({
  entity: v.picklist(HISTORY_ENTITIES, 'error.invalidInput'),
  id: idTextSchema,
});

/** `GET /api/history/{entity}/{id}?page&pageSize`: newest first, `page` 1-based. */
export const historyQuery = v.object({
  page: v.optional(wholeNumberText(1, 1_000_000), '1'),
  pageSize: v.optional(wholeNumberText(1, 100), String(HISTORY_PAGE_SIZE)),
});

/** The configuration history's field of a write-only parameter: whether and when it was set. */
export const secretHistoryField = (key: string) => `${key}.stored`;
