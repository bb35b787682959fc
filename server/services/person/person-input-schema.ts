import * as v from 'valibot';
import type { Gender } from '../../../shared/model/enums';
import { versionSchema } from '../../../shared/model/storable';
import { isSpouseFilled, personSchema, spouseSchema } from '../../../shared/rules/person';
import { textSchema } from '../../../shared/rules/text';

/** Options of the request schemas that contain a birthday. */
export interface PersonInputSchemaOptions {
  /** yyyy-MM-dd of the app's clock; a birthday may not lie after it. */
  today: string;
}

/**
 * The part `person` of `PUT /api/person/`: the shared person form rule, plus the notes that
 * staff keep on a person (a field of 001 §3 the form rule does not cover).
 */
export function personInputSchema({ today }: PersonInputSchemaOptions) {
  return v.intersect([
    personSchema({ today }),
    v.object({ notes: v.optional(v.nullable(textSchema())) }),
  ]);
}

/**
 * Body of `PUT /api/customer/spouse`: the spouse panel's rule, and the customer's version. A
 * spouse with nothing filled in counts as none, as the form would send it (spec 001 §5).
 */
export function spouseUpdateSchema({ today }: PersonInputSchemaOptions) {
  return v.object({
    spouse: v.pipe(
      v.nullable(spouseSchema({ today })),
      // Once filled, the rule has made sure the gender is one of GENDERS.
      v.transform((spouse) =>
        spouse && isSpouseFilled(spouse) ? { ...spouse, gender: spouse.gender as Gender } : null,
      ),
    ),
    version: versionSchema,
  });
}
