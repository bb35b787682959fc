import * as v from 'valibot';
import { ESCORT_TYPES } from '../../../shared/model/enums';
import { ClazzesSchema } from '../../../shared/model/participant';
import { idSchema, versionSchema } from '../../../shared/model/storable';
import { personFields } from '../../../shared/rules/person';

const id = v.nullish(idSchema);

/**
 * Body of `PUT /api/participant/`: the child's person with the person form's rules (no phone
 * or address required for a child), the classes per school-year name, escort and home-alone.
 * `customerId` is for admins; `version` is the participant's, required to change one.
 */
export function participantInputSchema({ today }: { today: string }) {
  return v.object({
    id,
    version: v.nullish(versionSchema),
    customerId: id,
    person: v.object(personFields({ today })),
    clazzes: ClazzesSchema,
    escortType: v.optional(v.picklist(ESCORT_TYPES, 'error.invalidInput'), 'GUARDIAN'),
    homeAlone: v.optional(v.boolean(), false),
  });
}

/** A participant as the participant form sends it, after the rules. */
export type ParticipantInput = v.InferOutput<ReturnType<typeof participantInputSchema>>;
