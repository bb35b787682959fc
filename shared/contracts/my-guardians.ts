import type { MyGuardian, MyGuardians } from '../model/my-guardian';
import { idParamSchema } from '../model/storable';
import { myGuardianInputSchema, myGuardiansDeleteQuery } from '../rules/my-guardian';
import { endpoint } from './endpoint';

/**
 * `/api/participantPerson/myGuardians` (spec 001 §7, issue 19.3): the family's pick-up persons
 * for `/my/guardians`. One pick-up person is one person linked to one or more of the family's
 * children by the office's `participant_persons` links, which the presence list and the
 * dismissal data read. The family is found from the session alone; a person or child of
 * another family answers 403, whether the id exists or not.
 */

/** `GET …/myGuardians`: a parent's pick-up persons; a guardian's own links only. */
export const listMyGuardians = endpoint<MyGuardians>()({
  method: 'GET',
  path: '/api/participantPerson/myGuardians',
  can: 'pickUp.read',
});

/**
 * `POST …/myGuardians`: a new person linked to the children named. 400 with field issues (names,
 * phone, relationship, children), nothing stored; 403 for a child of another family.
 */
export const createMyGuardian = endpoint<MyGuardian>()({
  method: 'POST',
  path: '/api/participantPerson/myGuardians',
  can: 'pickUp.own',
  body: myGuardianInputSchema,
});

/**
 * `PUT …/myGuardians`: an update of the person `id` of the body (without `id`, a create as
 * POST): name and phone, relationship, the children they may collect (links added and
 * removed). 409 for a stale `version`; 400 `myGuardians.rules.notEditable` for a new name or
 * phone of a person who is not the family's alone.
 */
export const saveMyGuardian = endpoint<MyGuardian>()({
  method: 'PUT',
  path: '/api/participantPerson/myGuardians',
  can: 'pickUp.own',
  ownRecords: 'participantPerson.manage.any',
  body: myGuardianInputSchema,
});

/** `PUT …/myGuardians/{id}`: the same update, the person named by the path. */
export const updateMyGuardian = endpoint<MyGuardian>()({
  method: 'PUT',
  path: '/api/participantPerson/myGuardians/:id{[0-9]+}',
  can: 'pickUp.own',
  ownRecords: 'participantPerson.manage.any',
  params: idParamSchema,
  body: myGuardianInputSchema,
});

/**
 * `DELETE …/myGuardians?toDelete=1,2`: the persons no longer pick up any of the family's
 * children (their links go; the persons stay). All or nothing: one id that is not the
 * family's pick-up person answers 403 and nothing is removed.
 */
export const deleteMyGuardians = endpoint<{ deleted: number[] }>()({
  method: 'DELETE',
  path: '/api/participantPerson/myGuardians',
  can: 'pickUp.own',
  ownRecords: 'participantPerson.manage.any',
  query: myGuardiansDeleteQuery,
});
