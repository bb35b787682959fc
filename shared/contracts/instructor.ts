import type { InstructorRecord, InstructorRow, InstructorSaved } from '../model/instructor';
import { instructorListQuery } from '../model/instructor';
import type { ListAnswer } from '../model/list';
import { idParamSchema } from '../model/storable';
import { instructorInputSchema } from '../rules/instructor';
import { endpoint } from './endpoint';

/**
 * The instructors of spec 002 (§2.2 dialog, §3, §5, §7). The base data of the dialog is
 * `base-data.ts`. Managers (`instructor.read.any`) read every instructor; an instructor reads
 * their own record only, and a family on the route reads none (the list is empty for them).
 */

/**
 * `GET /api/instructor/`: one page of the instructors (the list contract: page, pageSize,
 * orderBy familyName|givenName|email|services, asc, search in the names and the e-mail), with
 * the total. Without `instructor.read.any` only the caller's own instructor record.
 */
export const listInstructors = endpoint<ListAnswer<InstructorRow>>()({
  method: 'GET',
  path: '/api/instructor',
  trailingSlash: true,
  can: 'instructor.read',
  query: instructorListQuery,
});

/**
 * `GET /api/instructor/{id}`: the instructor with their person, business areas and the services
 * they teach; 404 for an unknown id, 403 for someone else's record without `instructor.read.any`.
 */
export const getInstructor = endpoint<InstructorRecord>()({
  method: 'GET',
  path: '/api/instructor/:id{[0-9]+}',
  can: 'instructor.read',
  ownRecords: 'instructor.read.any',
  params: idParamSchema,
});

/**
 * `PUT /api/instructor` (multipart: `person` as JSON — the instructor with its person and
 * business areas —, optional `imageFile`: PNG, JPEG, WebP or GIF under 2,000,000 bytes, type
 * read from its bytes): creates (no `id`) or updates an instructor in one transaction, person
 * and picture included. 400 with field issues (spec 002 §5), 409 `error.staleVersion` when the
 * instructor's or the person's version is stale, 404 for an unknown id.
 */
export const saveInstructor = endpoint<InstructorSaved>()({
  method: 'PUT',
  path: '/api/instructor',
  can: 'instructor.manage',
  form: { field: 'person', schema: instructorInputSchema },
});
