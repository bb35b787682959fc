import * as v from 'valibot';
import { BUSINESS_AREAS } from '../model/enums';
import { MAX_TEXT } from '../model/limits';
import { idSchema, STORABLE_KEYS, storableCharacters, versionSchema } from '../model/storable';
import { addressRowIssue, addressSchema } from './address';
import { EMAIL_PATTERN } from './email';
import { personFields } from './person';
import { MAX_CHARACTERS_KEY, textSchema } from './text';

/** The message keys of the instructor's own rules (spec 002 §5 "Instructor"). */
export const INSTRUCTOR_KEYS = {
  /** 'You must provide a correct email.' */
  email: 'instructors.rules.email',
  /** The picture is 2,000,000 bytes or more. */
  imageTooLarge: 'instructors.rules.imageTooLarge',
  /** The picture's bytes are no PNG, JPEG, WebP or GIF. */
  imageType: 'instructors.rules.imageType',
} as const;

/** The instructor's e-mail: optional; when given the shape local@domain.tld, at most 255. */
const instructorEmailSchema = v.pipe(
  v.string(INSTRUCTOR_KEYS.email),
  storableCharacters(),
  v.trim(),
  v.maxLength(MAX_TEXT, MAX_CHARACTERS_KEY),
  v.check((value) => value === '' || EMAIL_PATTERN.test(value), INSTRUCTOR_KEYS.email),
);

/**
 * The person of an instructor (spec 002 §5): the person form's fields without the required
 * phone, the e-mail with the instructor's message, the notes; on the way through, contacts
 * without a value and addresses missing street, zip, city or country are dropped (not refused).
 */
/* @__NO_SIDE_EFFECTS__ */ export function instructorPersonSchema({ today }: { today: string }) {
  return v.pipe(
    v.object({
      ...personFields({ today }),
      email: v.nullish(instructorEmailSchema, ''),
      addressSet: v.optional(v.array(addressSchema), []),
      notes: v.nullish(textSchema(), ''),
    }),
    v.transform((person) => ({
      ...person,
      contactSet: person.contactSet.filter((contact) => contact.value !== ''),
      addressSet: person.addressSet.filter(
        (row) => addressRowIssue(row, { allowEmpty: false }) === null,
      ),
    })),
  );
}

/**
 * The part `person` of `PUT /api/instructor` (multipart): the instructor record (its `id` and
 * `version` when updating), their person, and the business areas they work in.
 */
/* @__NO_SIDE_EFFECTS__ */ export function instructorInputSchema({ today }: { today: string }) {
  return v.object({
    id: v.nullish(idSchema),
    version: v.nullish(versionSchema),
    person: instructorPersonSchema({ today }),
    businessAreaSet: v.optional(
      v.array(v.picklist(BUSINESS_AREAS, STORABLE_KEYS.invalidInput)),
      [],
    ),
  });
}

/** An instructor as the rules yield it. */
export type InstructorInput = v.InferOutput<ReturnType<typeof instructorInputSchema>>;
