import * as v from 'valibot';
import { idSchema, versionSchema } from '../model/storable';
import { textSchema } from './text';

/** A country is an ISO 3166 alpha-2 code such as DE. */
export const COUNTRY_PATTERN = /^[A-Z]{2}$/;

/** The message of an address row whose four fields are all empty where one is needed. */
export const ADDRESS_MISSING_KEY = 'persons.label.addressMissingRule';
/** The message of an address row with some, not all, fields filled. */
export const ADDRESS_INCOMPLETE_KEY = 'persons.label.addressIncompleteRule';

const countrySchema = v.pipe(
  textSchema(),
  v.check((value) => value === '' || COUNTRY_PATTERN.test(value), '!.rules.country'),
);

/**
 * One address row as edited in the address list: each field trimmed and at most 255
 * characters; the country a two-letter code when given. Whether the row is complete is
 * {@link addressRowIssue}'s question, because an empty row may be allowed.
 */
export const addressSchema = v.object({
  id: v.nullish(idSchema),
  version: v.nullish(versionSchema),
  street: textSchema(),
  zip: textSchema(),
  city: textSchema(),
  country: countrySchema,
});

/** The four fields of an address row. */
export type AddressFields = { street?: string; zip?: string; city?: string; country?: string };

/** Options of {@link addressRowIssue}. */
export type AddressRowIssueOptions = {
  /** Whether a row with nothing filled in is fine here. */
  allowEmpty?: boolean;
};

/**
 * The row rule of spec 000 §5: null when the row is complete, or empty where that is allowed;
 * otherwise the message key. A row counts as empty when street, zip and city are blank: new
 * rows come with the country preset to DE, and that preset alone is no user input.
 */
export function addressRowIssue(
  row: AddressFields,
  { allowEmpty = true }: AddressRowIssueOptions = {},
): string | null {
  const [street, zip, city, country] = [row.street, row.zip, row.city, row.country].map(
    (field) => field?.trim() ?? '',
  );
  if (street && zip && city && country) return null;
  if (!street && !zip && !city) return allowEmpty ? null : ADDRESS_MISSING_KEY;
  return ADDRESS_INCOMPLETE_KEY;
}

/** Options of {@link addressListSchema}. */
export type AddressListSchemaOptions = {
  /** Whether the first row must be filled in (an empty list then fails as well). */
  atLeastOne?: boolean;
};

/**
 * The address list of the person form: rows of {@link addressSchema}; every row complete or
 * empty; the first row required when `atLeastOne`. Issues land on the row's index.
 */
/* @__NO_SIDE_EFFECTS__ */ export function addressListSchema({
  atLeastOne = false,
}: AddressListSchemaOptions = {}) {
  return v.pipe(
    v.array(addressSchema),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const rows = dataset.value;
      if (atLeastOne && rows.length === 0) addIssue({ message: ADDRESS_MISSING_KEY });
      rows.forEach((row, index) => {
        const message = addressRowIssue(row, { allowEmpty: !(atLeastOne && index === 0) });
        if (!message) return;
        addIssue({
          message,
          path: [{ type: 'array', origin: 'value', input: rows, key: index, value: row }],
        });
      });
    }),
  );
}

/** The address of the payment dialog: street, zip, city and country all required. */
export const paymentAddressSchema = v.object({
  street: textSchema({ required: true, messageKey: '!.rules.street' }),
  zip: textSchema({ required: true, messageKey: '!.rules.zip' }),
  city: textSchema({ required: true, messageKey: '!.rules.city' }),
  country: v.pipe(
    textSchema({ required: true, messageKey: '!.rules.country' }),
    v.check((value) => value === '' || COUNTRY_PATTERN.test(value), '!.rules.country'),
  ),
});

/** An address row as the address list yields it. */
export type Address = v.InferOutput<typeof addressSchema>;
