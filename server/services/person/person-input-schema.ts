import * as v from 'valibot';
import { CONTACT_TYPES, GENDERS, LANGUAGES } from '../../../shared/model/enums';
import { MAX_TEXT } from '../../../shared/model/limits';

// The server's own minimal person schema, with the spec's message keys (000 §5, 001 §5). The
// shared `personSchema({ today })` of shared/rules replaces it once it is committed there.

const text = (message = '!.rules.max-characters') =>
  v.pipe(v.string(), v.trim(), v.maxLength(MAX_TEXT, message));
const required = (message: string) =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.nonEmpty(message),
    v.maxLength(MAX_TEXT, '!.rules.max-characters'),
  );
const optionalText = () => v.optional(v.nullable(text()));

const isRealPastDate = (today: string) => (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return (
    !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && value <= today
  );
};

/** Optional e-mail: empty is allowed, otherwise the spec's shape and length. */
const email = v.optional(
  v.nullable(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(MAX_TEXT, '!.rules.max-characters'),
      v.check(
        (value) => value === '' || /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,4}$/.test(value),
        'shared.rules.email-content',
      ),
    ),
  ),
);

export const addressInputSchema = v.object({
  id: v.optional(v.nullable(v.number())),
  version: v.optional(v.nullable(v.number())),
  street: required('!.rules.street'),
  zip: required('!.rules.zip'),
  city: required('!.rules.city'),
  country: v.pipe(
    required('!.rules.country'),
    v.toUpperCase(),
    v.regex(/^[A-Z]{2}$/, '!.rules.country'),
  ),
});

const PHONE_TYPES: readonly string[] = ['MOBILE', 'PHONE', 'MOBILE_BUSINESS', 'PHONE_BUSINESS'];

export const contactInputSchema = v.pipe(
  v.object({
    id: v.optional(v.nullable(v.number())),
    version: v.optional(v.nullable(v.number())),
    contactType: v.picklist(CONTACT_TYPES),
    value: text(),
    notes: optionalText(),
  }),
  v.forward(
    v.check(
      ({ contactType, value }) =>
        !PHONE_TYPES.includes(contactType) || value === '' || /^\+?\d{6,15}$/.test(value),
      '!.rules.phone',
    ),
    ['value'],
  ),
);

export interface PersonInputSchemaOptions {
  /** yyyy-MM-dd; a birthday may not lie after it. */
  today: string;
}

/** The body part `person` of `PUT /api/person/`. */
export function personInputSchema({ today }: PersonInputSchemaOptions) {
  return v.object({
    id: v.optional(v.nullable(v.pipe(v.number(), v.integer()))),
    givenName: required('!.rules.given-name'),
    familyName: required('!.rules.family-name'),
    title: optionalText(),
    gender: v.picklist(GENDERS, '!.rules.gender'),
    email,
    birthday: v.optional(
      v.nullable(
        v.pipe(
          v.string(),
          v.check((value) => value === '' || isRealPastDate(today)(value), '!.rules.birthdayValid'),
        ),
      ),
    ),
    notes: v.optional(v.nullable(v.string())),
    addressSet: v.optional(v.array(addressInputSchema), []),
    contactSet: v.optional(v.array(contactInputSchema), []),
    languageSet: v.optional(v.array(v.picklist(LANGUAGES)), []),
    version: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  });
}

/** A spouse: like a person without addresses and languages (the spouse panel). */
export function spouseInputSchema({ today }: PersonInputSchemaOptions) {
  const {
    givenName,
    familyName,
    title,
    gender,
    email: spouseEmail,
    birthday,
    contactSet,
  } = personInputSchema({ today }).entries;
  return v.object({
    givenName,
    familyName,
    title,
    gender,
    email: spouseEmail,
    birthday,
    contactSet,
  });
}

/** Body of `PUT /api/customer/spouse`: the spouse or null, and the customer's version. */
export function spouseUpdateSchema({ today }: PersonInputSchemaOptions) {
  return v.object({
    spouse: v.nullable(spouseInputSchema({ today })),
    version: v.pipe(v.number(), v.integer(), v.minValue(0)),
  });
}
