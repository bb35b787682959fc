import * as v from 'valibot';
import { idSchema, versionSchema } from '../model/storable';
import { GENDERS, LANGUAGES } from '../model/enums';
import { addressListSchema } from './address';
import { birthdaySchema } from './birthday';
import { contactSchema, isPhoneContactType, type Contact } from './contact';
import { emailSchema } from './email';
import { familyNameSchema, genderSchema, givenNameSchema, titleSchema } from './names';
import { PHONE_KEY } from './phone';
import { textSchema } from './text';

/**
 * The contact types that satisfy "phone is required" in the person form: the private mobile
 * and phone. Business numbers alone do not (spec 000 §5 is silent; a family's number is).
 */
export const REQUIRED_PHONE_TYPES = ['MOBILE', 'PHONE'] as const;

/** Whether `contacts` hold a non-empty private mobile or phone number. */
export function hasRequiredPhone(contacts: readonly Pick<Contact, 'contactType' | 'value'>[]) {
  return contacts.some(
    ({ contactType, value }) =>
      (REQUIRED_PHONE_TYPES as readonly string[]).includes(contactType) && value.trim() !== '',
  );
}

/** Options of {@link personSchema}. */
export type PersonSchemaOptions = {
  /** Today as yyyy-MM-dd; the birthday may not be later. */
  today: string;
  /** Whether a mobile or phone number is required (spec 000 §5: yes, except for the spouse). */
  phoneRequired?: boolean;
  /** Whether the first address row must be filled in. */
  addressRequired?: boolean;
};

/**
 * The fields every person panel shares, with empty values as '' (null and absent are read
 * as ''), so other forms (participant, participant-person) can spread and extend them.
 */
/* @__NO_SIDE_EFFECTS__ */ export function personFields({
  today,
  addressRequired = false,
}: PersonSchemaOptions) {
  return {
    id: v.nullish(idSchema),
    version: v.nullish(versionSchema),
    givenName: givenNameSchema,
    familyName: familyNameSchema,
    title: v.nullish(titleSchema, ''),
    gender: genderSchema,
    email: v.nullish(emailSchema({ required: false }), ''),
    birthday: v.nullish(birthdaySchema({ today }), ''),
    contactSet: v.optional(v.array(contactSchema), []),
    languageSet: v.optional(v.array(v.picklist(LANGUAGES)), []),
    addressSet: v.optional(addressListSchema({ atLeastOne: addressRequired }), []),
  };
}

/**
 * The person form of spec 000 §2/§3: names and gender required, title/e-mail/birthday
 * optional with their rules, contacts and address rows checked; and unless `phoneRequired` is
 * false, a private mobile or phone number (`!.rules.phone`, reported on `contactSet`).
 */
/* @__NO_SIDE_EFFECTS__ */ export function personSchema({
  phoneRequired = true,
  ...options
}: PersonSchemaOptions) {
  return v.pipe(
    v.object(personFields(options)),
    v.forward(
      v.partialCheck(
        [['contactSet']],
        ({ contactSet }) => !phoneRequired || hasRequiredPhone(contactSet),
        PHONE_KEY,
      ),
      ['contactSet'],
    ),
  );
}

/** The spouse fields that, once any is filled, make the spouse's names and gender required. */
export type SpouseTrigger = {
  givenName?: string | null;
  familyName?: string | null;
  email?: string | null;
  gender?: string | null;
  contactSet?: readonly Pick<Contact, 'contactType' | 'value'>[] | null;
};

/** Whether the spouse panel has anything in it: a name, e-mail, gender or any phone number. */
export function isSpouseFilled(spouse: SpouseTrigger): boolean {
  const { givenName, familyName, email, gender, contactSet } = spouse;
  return (
    [givenName, familyName, email, gender].some((field) => (field ?? '').trim() !== '') ||
    (contactSet ?? []).some(
      ({ contactType, value }) => isPhoneContactType(contactType) && value.trim() !== '',
    )
  );
}

const SPOUSE_TRIGGER_PATHS = [
  ['givenName'],
  ['familyName'],
  ['email'],
  ['gender'],
  ['contactSet'],
] as const;

/**
 * The spouse panel: every field optional while the panel is empty; once any trigger field
 * ({@link isSpouseFilled}) is filled, given name, family name and gender are required with the
 * person form's messages, each reported on its own field. No phone is required. The form
 * sends an empty spouse as null (spec 001 §5); that is the caller's step.
 */
/* @__NO_SIDE_EFFECTS__ */ export function spouseSchema({
  today,
}: Pick<PersonSchemaOptions, 'today'>) {
  return v.pipe(
    v.object({
      ...personFields({ today }),
      givenName: v.nullish(textSchema(), ''),
      familyName: v.nullish(textSchema(), ''),
      gender: v.nullish(v.picklist([...GENDERS, ''], '!.rules.gender'), ''),
    }),
    // One check per field, so each message lands on its own field.
    v.forward(
      v.partialCheck(
        SPOUSE_TRIGGER_PATHS,
        (spouse) => !isSpouseFilled(spouse) || spouse.givenName !== '',
        '!.rules.given-name',
      ),
      ['givenName'],
    ),
    v.forward(
      v.partialCheck(
        SPOUSE_TRIGGER_PATHS,
        (spouse) => !isSpouseFilled(spouse) || spouse.familyName !== '',
        '!.rules.family-name',
      ),
      ['familyName'],
    ),
    v.forward(
      v.partialCheck(
        SPOUSE_TRIGGER_PATHS,
        (spouse) => !isSpouseFilled(spouse) || spouse.gender !== '',
        '!.rules.gender',
      ),
      ['gender'],
    ),
  );
}

/** A person as the person form yields it. */
export type Person = v.InferOutput<ReturnType<typeof personSchema>>;
/** A spouse as the spouse panel yields it (names and gender may be ''). */
export type Spouse = v.InferOutput<ReturnType<typeof spouseSchema>>;
