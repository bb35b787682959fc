import * as v from 'valibot';
import { personSchema } from '../rules/person';
import { textSchema } from '../rules/text';
import { idTextSchema, trimmedText } from './storable';

/**
 * The part `person` of `PUT /api/person` (multipart): the shared person form rule, plus the notes
 * that staff keep on a person (a field of 001 §3 the form rule does not cover). Built per
 * request: a birthday may not lie after `today`.
 */
/* @__NO_SIDE_EFFECTS__ */ export function personInputSchema({ today }: { today: string }) {
  return v.intersect([
    personSchema({ today }),
    v.object({ notes: v.optional(v.nullable(textSchema())) }),
  ]);
}

/** Query of `GET /api/person/exists`: the e-mail the person form checks. */
export const PersonEmailQuerySchema = v.object({ email: v.pipe(trimmedText(), v.nonEmpty()) });

/**
 * Query of `PUT /api/person/check-mail/`: the e-mail typed and, for a saved person, their own id
 * (their own address is not "another person's").
 */
export const MailCheckQuerySchema = v.object({
  mail: v.pipe(trimmedText(), v.nonEmpty(), v.maxLength(255)),
  id: v.optional(idTextSchema),
});

/** Query of `GET /api/person`: the e-mail, and whether to add the user account's roles. */
export const FindPersonQuerySchema = v.object({
  ...PersonEmailQuerySchema.entries,
  includeRoles: v.optional(v.picklist(['true', 'false']), 'false'),
});

/** Query of `GET /api/user/exists`: the login the user form checks. */
export const UserExistsQuerySchema = v.object({ login: v.pipe(trimmedText(), v.nonEmpty()) });
