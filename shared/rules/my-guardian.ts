import * as v from 'valibot';
import { PICK_UP_RELATIONSHIPS } from '../model/my-guardian';
import { idSchema, MAX_INT4, versionSchema } from '../model/storable';
import { familyNameSchema, givenNameSchema } from './names';
import { phoneSchema } from './phone';

/** Message keys of the pick-up person rules. */
export const MY_GUARDIAN_KEYS = {
  relationship: 'myGuardians.rules.relationship',
  children: 'myGuardians.rules.children',
  notEditable: 'myGuardians.rules.notEditable',
} as const;

/** The most children one request may name (more than any family has). */
const MAX_CHILDREN = 50;

/**
 * A pick-up person as the family enters them: names and phone with the shared rules (the phone
 * is required: it is what the register calls), a relationship of {@link PICK_UP_RELATIONSHIPS},
 * at least one child. `id` and `version` name a stored person for an update.
 */
export const myGuardianInputSchema = v.object({
  id: v.nullish(idSchema, null),
  version: v.nullish(versionSchema, null),
  givenName: givenNameSchema,
  familyName: familyNameSchema,
  phone: phoneSchema({ required: true }),
  relationship: v.picklist(PICK_UP_RELATIONSHIPS, MY_GUARDIAN_KEYS.relationship),
  participantIds: v.pipe(
    v.array(idSchema, MY_GUARDIAN_KEYS.children),
    v.minLength(1, MY_GUARDIAN_KEYS.children),
    v.maxLength(MAX_CHILDREN, MY_GUARDIAN_KEYS.children),
    v.transform((ids) => [...new Set(ids)]),
  ),
});
export type MyGuardianInput = v.InferOutput<typeof myGuardianInputSchema>;

/** `DELETE …/myGuardians?toDelete=1,2`: the persons to remove from the family's children. */
export const myGuardiansDeleteQuery = v.object({
  toDelete: v.pipe(
    v.string('error.invalidInput'),
    v.transform((text) =>
      text
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== ''),
    ),
    v.check((parts) => parts.length > 0 && parts.length <= MAX_CHILDREN, 'error.invalidInput'),
    v.check((parts) => parts.every((part) => /^\d{1,10}$/.test(part)), 'error.invalidInput'),
    v.transform((parts) => parts.map(Number)),
    v.check((ids) => ids.every((id) => id >= 1 && id <= MAX_INT4), 'error.invalidInput'),
  ),
});
