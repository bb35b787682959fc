import * as v from 'valibot';
import { personSchema } from '../../../shared/rules/person';
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
