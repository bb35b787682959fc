import * as v from 'valibot';
import type { AbsenceRow, AbsenceService } from '../model/absence';
import { idParamSchema, idTextSchema } from '../model/storable';
import { absenceInputSchema } from '../rules/absence';
import { endpoint } from './endpoint';

/**
 * Absences (spec 001 §3, §7; spec 002 §7; issue 18.5): a child's days away, shown on the
 * presence list. Parents (`absence.family`) report and withdraw their own children's absences
 * that have not begun before the school's today; the office (`absence.manage.any`) any
 * family's, past ones included. Another family's child or absence answers 403 (a guessed id),
 * one that does not exist 404 (existence before ownership, server/README.md).
 */

/** `GET /api/absence/all/participant/{id}`: one child's absences, newest first. */
export const listParticipantAbsences = endpoint<AbsenceRow[]>()({
  method: 'GET',
  path: '/api/absence/all/participant/:id{[0-9]+}',
  can: 'absence.family',
  ownRecords: 'absence.manage.any',
  params: idParamSchema,
});

/**
 * `GET /api/absence/all/customer/`: the absences of every child of the caller's family, newest
 * first; the office names the family with `?customerId=`. A caller without a family gets `[]`.
 */
export const listCustomerAbsences = endpoint<AbsenceRow[]>()({
  method: 'GET',
  path: '/api/absence/all/customer',
  trailingSlash: true,
  can: 'absence.family',
  ownRecords: 'absence.manage.any',
  query: v.object({ customerId: v.optional(idTextSchema) }),
});

/** `GET /api/absence/services/{id}`: the services the child may be reported absent from. */
export const listAbsenceServices = endpoint<AbsenceService[]>()({
  method: 'GET',
  path: '/api/absence/services/:id{[0-9]+}',
  can: 'absence.family',
  ownRecords: 'absence.manage.any',
  params: idParamSchema,
});

/** `GET /api/absence/{id}`: one absence; 404 if unknown, 403 another family's. */
export const getAbsence = endpoint<AbsenceRow>()({
  method: 'GET',
  path: '/api/absence/:id{[0-9]+}',
  can: 'absence.family',
  ownRecords: 'absence.manage.any',
  params: idParamSchema,
});

/**
 * `PUT /api/absence`: reports (no `id`) or changes an absence, saved whole. 400 with field
 * issues: `to` before `from`, a service the child is not booked on, and for families a first
 * day before today or a change of an absence that has begun; 409 for a stale version.
 */
export const saveAbsence = endpoint<AbsenceRow>()({
  method: 'PUT',
  path: '/api/absence',
  can: 'absence.family',
  ownRecords: 'absence.manage.any',
  body: absenceInputSchema,
});

/** `DELETE /api/absence/{id}`: withdraws an absence; families only one not begun yet (400). */
export const deleteAbsence = endpoint<{ id: number }>()({
  method: 'DELETE',
  path: '/api/absence/:id{[0-9]+}',
  can: 'absence.family',
  ownRecords: 'absence.manage.any',
  params: idParamSchema,
});
