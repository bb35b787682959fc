import {
  presencePdfQuery,
  presenceTableParams,
  presenceUpdateSchema,
  todaysRegistersQuery,
  type BookingPresences,
  type PresenceTable,
  type TodaysRegister,
} from '../model/presence';
import { idParamSchema } from '../model/storable';
import { endpoint } from './endpoint';

/**
 * The presence lists (spec 001 §2.3, §4.5, §7, §8): a register per service slot and date, its
 * update and its PDF. Admins take every register, instructors those of the services they teach
 * (403 otherwise, 404 for an unknown slot); families none.
 */

/** `GET /api/booking/populate-presence-table/{date}/{recurrenceId}`: the register and the dates. */
export const populatePresenceTable = endpoint<PresenceTable>()({
  method: 'GET',
  path: '/api/booking/populate-presence-table/:date/:recurrenceId{[0-9]+}',
  can: 'presence.take',
  ownRecords: 'presence.take.any',
  params: presenceTableParams,
});

/**
 * `PUT /api/booking/update-presences`: the changed rows, each saved on its own row and only in
 * the fields sent; answers the register of the first changed date as it now is.
 */
export const updatePresences = endpoint<PresenceTable>()({
  method: 'PUT',
  path: '/api/booking/update-presences',
  can: 'presence.take',
  ownRecords: 'presence.take.any',
  body: presenceUpdateSchema,
});

/** `GET /api/presence/documents/export?date&recurrenceId&numberOfDays`: the PDF of 1–8 dates. */
export const exportPresencePdf = endpoint<Blob>()({
  method: 'GET',
  path: '/api/presence/documents/export',
  can: 'presence.take',
  ownRecords: 'presence.take.any',
  query: presencePdfQuery,
  answerType: 'blob',
});

/** `GET /api/presence/today?date`: the caller's services on a date (today), for the dashboard. */
export const listTodaysRegisters = endpoint<TodaysRegister[]>()({
  method: 'GET',
  path: '/api/presence/today',
  can: 'presence.take',
  query: todaysRegistersQuery,
});

/**
 * `GET /api/presence/booking/{id}`: one booking's presences on the window's dates of each slot
 * it takes (the booking dialog's Presence tab; saved through update-presences).
 */
export const listBookingPresences = endpoint<BookingPresences>()({
  method: 'GET',
  path: '/api/presence/booking/:id{[0-9]+}',
  can: 'presence.take',
  ownRecords: 'presence.take.any',
  params: idParamSchema,
});
