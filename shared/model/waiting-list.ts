import * as v from 'valibot';
import { idSchema, versionSchema } from './storable';

/**
 * One child on a service's waiting list as the office sees it (issue 23.5), in the list's
 * order: `position` counts from 1; `offer` is the freed place it holds and until when (ISO
 * instants), null while it waits for one.
 */
export interface WaitingListEntry {
  bookingId: number;
  version: number;
  position: number;
  participant: { id: number; givenName: string; familyName: string };
  registrationDate: string;
  offer: { offeredAt: string; expiresAt: string } | null;
}

/** The most bookings one reorder names (a waiting list longer than this is not a list). */
export const MAX_WAITING_LIST = 1000;

/**
 * Body of `PUT /api/booking/waiting-list/order`: the service's whole waiting list in its new
 * order, each booking with the version the office saw (a stale one is 409, nothing moves).
 */
export const WaitingListOrderSchema = v.object({
  eventId: idSchema,
  bookings: v.pipe(
    v.array(v.object({ id: idSchema, version: versionSchema }), 'error.invalidInput'),
    v.minLength(1, 'error.invalidInput'),
    v.maxLength(MAX_WAITING_LIST, 'error.invalidInput'),
    v.check(
      (rows) => new Set(rows.map((row) => row.id)).size === rows.length,
      'error.invalidInput',
    ),
  ),
});
export type WaitingListOrderInput = v.InferInput<typeof WaitingListOrderSchema>;
export type WaitingListOrder = v.InferOutput<typeof WaitingListOrderSchema>;
