import { instructorBaseData } from '../contracts/base-data';
import type { InputOf } from '../contracts/endpoint';
import { getInstructor, listInstructors, saveInstructor } from '../contracts/instructor';
import type { InstructorBaseData } from '../model/base-data';
import type {
  InstructorListQuery,
  InstructorRecord,
  InstructorRow,
  InstructorSaved,
} from '../model/instructor';
import type { ListAnswer } from '../model/list';
import { call, type CallOptions } from './call';
import type { ApiClient } from './client';
import { toQueryText } from './list-query-text';

/** One page of the instructor list ({@link listInstructors}). */
export const fetchInstructorPage = (
  client: ApiClient,
  query: InstructorListQuery,
  options?: CallOptions,
): Promise<ListAnswer<InstructorRow>> =>
  call(
    client,
    listInstructors,
    { query: toQueryText<InputOf<typeof listInstructors.query>>(query) },
    options,
  );

/** One instructor with person, business areas and services ({@link getInstructor}). */
export const fetchInstructor = (
  client: ApiClient,
  id: number,
  options?: CallOptions,
): Promise<InstructorRecord> => call(client, getInstructor, { params: { id } }, options);

/** The lists of the instructor dialog ({@link instructorBaseData}). */
export const fetchInstructorBaseData = (
  client: ApiClient,
  options?: CallOptions,
): Promise<InstructorBaseData> => call(client, instructorBaseData, {}, options);

/**
 * Creates or updates an instructor ({@link saveInstructor}, multipart: the record as JSON in
 * `person`, a new picture in `imageFile`); 409 on a stale version.
 */
export function storeInstructor(
  client: ApiClient,
  record: unknown,
  imageFile?: Blob | null,
  options?: CallOptions,
): Promise<InstructorSaved> {
  const form = new FormData();
  form.set('person', JSON.stringify(record));
  if (imageFile) form.set('imageFile', imageFile);
  return call(client, saveInstructor, { body: form }, options);
}
