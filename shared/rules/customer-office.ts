import * as v from 'valibot';
import { idSchema, STORABLE_KEYS, versionSchema } from '../model/storable';
import { BIC_KEY, bicSchema } from './bic';
import { ibanSchema } from './iban';
import { personSchema, spouseSchema } from './person';
import { textSchema } from './text';

/** The message keys of the office customer save (spec 001 §8). */
export const CUSTOMER_KEYS = {
  /** The e-mail belongs to a person already on file. */
  personExists: 'customers.message.personExists',
  /** The e-mail belongs to a person who is already a customer. */
  customerExists: 'customers.message.customerExists',
  /** A discount that is not one the office grants (unknown, or a sibling discount). */
  discountNotGrantable: 'customers.message.discountNotGrantable',
} as const;

/** An optional bank field: '' for none, else checked by `schema` and reported with its message. */
const optionalBank = (schema: v.GenericSchema<string, string>, fallbackKey: string) =>
  v.nullish(
    v.pipe(
      v.string(fallbackKey),
      v.trim(),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        if (dataset.value === '') return '';
        const checked = v.safeParse(schema, dataset.value);
        if (checked.success) return checked.output;
        addIssue({ message: checked.issues[0].message });
        return NEVER;
      }),
    ),
    '',
  );

/**
 * The body of `PUT /api/customer` (spec 001 §2.2, §3, §5): the person (the person form's
 * rules, a phone required), the spouse (null or empty when there is none), the membership flag
 * and — taken on create only — the bank fields. The membership id and the mandate are never
 * taken from the office: the association assigns the one, the customer's agreement the other.
 */
/* @__NO_SIDE_EFFECTS__ */ export function customerInputSchema({ today }: { today: string }) {
  return v.object({
    id: v.nullish(idSchema),
    version: v.nullish(versionSchema),
    person: personSchema({ today }),
    spouse: v.nullish(spouseSchema({ today })),
    hasMembership: v.optional(v.boolean(), false),
    bankName: v.nullish(textSchema(), ''),
    iban: optionalBank(ibanSchema, '!.rules.min-iban-length'),
    bic: optionalBank(bicSchema, BIC_KEY),
    /** The granted discounts as a whole; left out, they stay as they are. */
    grantedDiscountIds: v.optional(
      v.pipe(
        v.array(idSchema, STORABLE_KEYS.invalidInput),
        v.maxLength(100, STORABLE_KEYS.invalidInput),
      ),
    ),
  });
}

/** A customer as the rules yield it. */
export type CustomerInput = v.InferOutput<ReturnType<typeof customerInputSchema>>;
