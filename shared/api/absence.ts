import * as absence from '../contracts/absence';
import type { AbsenceInputFields, AbsenceRow, AbsenceService } from '../model/absence';
import { call, type CallOptions } from './call';
import type { ApiClient } from './client';

/** The caller's family's absences, or a customer's for the office ({@link absence.listCustomerAbsences}). */
export const fetchFamilyAbsences = (
  client: ApiClient,
  customerId?: number,
  options?: CallOptions,
): Promise<AbsenceRow[]> =>
  call(
    client,
    absence.listCustomerAbsences,
    { query: customerId === undefined ? {} : { customerId: String(customerId) } },
    options,
  );

/** One child's absences ({@link absence.listParticipantAbsences}). */
export const fetchChildAbsences = (
  client: ApiClient,
  participantId: number,
  options?: CallOptions,
): Promise<AbsenceRow[]> =>
  call(client, absence.listParticipantAbsences, { params: { id: participantId } }, options);

/** The services a child may be reported absent from ({@link absence.listAbsenceServices}). */
export const fetchAbsenceServices = (
  client: ApiClient,
  participantId: number,
  options?: CallOptions,
): Promise<AbsenceService[]> =>
  call(client, absence.listAbsenceServices, { params: { id: participantId } }, options);

/** One absence ({@link absence.getAbsence}). */
export const fetchAbsence = (
  client: ApiClient,
  id: number,
  options?: CallOptions,
): Promise<AbsenceRow> => call(client, absence.getAbsence, { params: { id } }, options);

/** Reports or changes an absence ({@link absence.saveAbsence}). */
export const storeAbsence = (client: ApiClient, input: AbsenceInputFields): Promise<AbsenceRow> =>
  call(client, absence.saveAbsence, { body: input });

/** Withdraws an absence ({@link absence.deleteAbsence}). */
export const withdrawAbsence = (client: ApiClient, id: number): Promise<{ id: number }> =>
  call(client, absence.deleteAbsence, { params: { id } });
