import * as v from 'valibot';
import { idSchema, versionSchema } from '../model/storable';
import { CONTACT_TYPES, type ContactType } from '../model/enums';
import { PHONE_KEY, PHONE_PATTERN } from './phone';
import { textSchema } from './text';

/** The contact types that hold a phone number (the person form's four phone fields). */
export const PHONE_CONTACT_TYPES = [
  'MOBILE',
  'PHONE',
  'MOBILE_BUSINESS',
  'PHONE_BUSINESS',
] as const satisfies readonly ContactType[];

/** Whether contacts of `contactType` hold a phone number and follow the phone rule. */
export function isPhoneContactType(contactType: string | null | undefined): boolean {
  return (PHONE_CONTACT_TYPES as readonly string[]).includes(contactType ?? '');
}

/**
 * One contact entry (spec 001 §5): a type, a value of at most 255 characters, and for the
 * phone types the phone rule on the value (`!.rules.phone`, reported on `value`). An empty
 * value passes; whether a phone is needed at all is the person form's question.
 */
export const contactSchema = v.pipe(
  v.object({
    id: v.nullish(idSchema),
    version: v.nullish(versionSchema),
    contactType: v.picklist(CONTACT_TYPES),
    value: textSchema(),
    notes: v.nullish(textSchema(), ''),
  }),
  v.forward(
    v.check(
      ({ contactType, value }) =>
        !isPhoneContactType(contactType) || value === '' || PHONE_PATTERN.test(value),
      PHONE_KEY,
    ),
    ['value'],
  ),
);

/** A contact entry as the forms yield it. */
export type Contact = v.InferOutput<typeof contactSchema>;
