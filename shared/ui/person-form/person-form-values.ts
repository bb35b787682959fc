import * as v from 'valibot';
import type { PersonAddress, PersonContact, PersonRecord } from '../../model/customer';
import type { ContactType, Gender, Language } from '../../model/enums';
import type { Address } from '../../rules/address';
import { personSchema, spouseSchema } from '../../rules/person';
import { emptyAddress } from '../address-rows';
import { flattenIssues } from '../form/issues';
import type { AnyIssue } from '../form/issues';
import type { MessageId } from '../../model/message-ids';

/**
 * The four phone fields of the person form and the contact type each stands for
 * (spec 000 §3: the first contact of each phone type, shown as mobile, phone, businessPhone,
 * mobileBusiness).
 */
export const PHONE_FIELDS = {
  mobile: 'MOBILE',
  phone: 'PHONE',
  businessPhone: 'PHONE_BUSINESS',
  mobileBusiness: 'MOBILE_BUSINESS',
} as const satisfies Record<string, ContactType>;

/** One of the four phone fields. */
export type PhoneField = keyof typeof PHONE_FIELDS;
export const PHONE_FIELD_NAMES = Object.keys(PHONE_FIELDS) as PhoneField[];

/** A person as the person form edits it: phones as four fields, empty values as ''. */
export interface PersonFormValues {
  id: number | null;
  version: number | null;
  givenName: string;
  familyName: string;
  title: string;
  gender: Gender | '';
  email: string;
  birthday: string;
  phones: Record<PhoneField, string>;
  languageSet: Language[];
  addressSet: Address[];
  /** Contacts the form does not show (e-mail contacts, second numbers): kept as they are. */
  otherContacts: PersonContact[];
  notes: string | null;
}

/** A field of the person form that can carry a message; address rows are `addressSet.<i>`. */
export type PersonFormField =
  | 'givenName'
  | 'familyName'
  | 'title'
  | 'gender'
  | 'email'
  | 'birthday'
  | 'languageSet'
  | 'addressSet'
  | PhoneField
  | `addressSet.${number}`;

/** Message keys per field. */
export type PersonFormErrors = Partial<Record<PersonFormField, MessageId>>;

/** The form's values for `person`, or an empty form. */
export function personFormValues(person: PersonRecord | null): PersonFormValues {
  const contacts = person?.contactSet ?? [];
  const shown = new Set<PersonContact>();
  const phones = {} as Record<PhoneField, string>;
  for (const field of PHONE_FIELD_NAMES) {
    const first = contacts.find((contact) => contact.contactType === PHONE_FIELDS[field]);
    if (first) shown.add(first);
    phones[field] = first?.value ?? '';
  }
  const addresses = (person?.addressSet ?? []).map(
    ({ id, version, street, zip, city, country }) => ({
      id,
      version,
      street,
      zip,
      city,
      country,
    }),
  );
  return {
    id: person?.id ?? null,
    version: person?.version ?? null,
    givenName: person?.givenName ?? '',
    familyName: person?.familyName ?? '',
    title: person?.title ?? '',
    gender: person?.gender ?? '',
    email: person?.email ?? '',
    birthday: person?.birthday ?? '',
    phones,
    languageSet: person?.languageSet ?? [],
    // The list always shows a row to fill in.
    addressSet: addresses.length > 0 ? addresses : [emptyAddress()],
    otherContacts: contacts.filter((contact) => !shown.has(contact)),
    notes: person?.notes ?? null,
  };
}

/**
 * The person as the server takes it (spec 001 §5 "on save"): the four phones back into
 * contacts (keeping each one's id, empty ones dropped), the other contacts as they were,
 * address rows with nothing filled in dropped.
 */
export function toPersonInput(values: PersonFormValues, original: PersonRecord | null = null) {
  const originalContacts = original?.contactSet ?? [];
  const phoneContacts: PersonContact[] = [];
  for (const field of PHONE_FIELD_NAMES) {
    const value = values.phones[field].trim();
    if (!value) continue;
    const contactType = PHONE_FIELDS[field];
    const before = originalContacts.find((contact) => contact.contactType === contactType);
    phoneContacts.push({ id: before?.id, version: before?.version, contactType, value });
  }
  const addressSet: PersonAddress[] = values.addressSet.filter((row) =>
    [row.street, row.zip, row.city].some((part) => part.trim() !== ''),
  );
  return {
    ...(values.id !== null ? { id: values.id } : {}),
    ...(values.version !== null ? { version: values.version } : {}),
    givenName: values.givenName,
    familyName: values.familyName,
    title: values.title,
    gender: values.gender,
    email: values.email,
    birthday: values.birthday,
    contactSet: [...phoneContacts, ...values.otherContacts],
    languageSet: values.languageSet,
    addressSet,
    notes: values.notes,
  };
}

/** Options of {@link checkPersonForm}. */
export interface CheckPersonFormOptions {
  /** yyyy-MM-dd; the birthday may not be later. */
  today: string;
  /** The spouse panel: nothing required until something is filled in, no phone required. */
  spouse?: boolean;
}

/** The person form's rules (shared with the server), as `useForm` takes a schema. */
export function personFormSchema({ today, spouse = false }: CheckPersonFormOptions) {
  return spouse ? spouseSchema({ today }) : personSchema({ today });
}

/**
 * The person form's rules applied to `values`: the first message key per field, placed as
 * {@link personFieldOf} places them.
 */
export function checkPersonForm(
  values: PersonFormValues,
  options: CheckPersonFormOptions,
): PersonFormErrors {
  const result = v.safeParse(personFormSchema(options), toPersonInput(values));
  return result.success ? {} : personErrorsFromIssues(values, result.issues);
}

/**
 * Where an issue about the sent person (the form's own check, or the server's 400 answer)
 * lands on the fields the user sees: a contact's issue on its phone field ("a phone is
 * required" on the first one), an address row's on the row as shown, the rest on their field.
 * A `fieldOf` for `flattenIssues` and `useForm`.
 */
export function personFieldOf(values: PersonFormValues) {
  const input = toPersonInput(values);
  return (path: string): PersonFormField | null => {
    const [head, index, leaf] = path.split('.');
    if (head === 'contactSet') {
      const contact = index === undefined ? undefined : input.contactSet[Number(index)];
      const field = PHONE_FIELD_NAMES.find((name) => PHONE_FIELDS[name] === contact?.contactType);
      return field ?? 'mobile';
    }
    if (head === 'addressSet') {
      // Blank rows are not sent, so the sent index may differ from the row shown.
      const row = index === undefined ? undefined : input.addressSet[Number(index)];
      const shownIndex = row ? values.addressSet.indexOf(row as Address) : -1;
      return shownIndex >= 0 ? `addressSet.${shownIndex}` : 'addressSet';
    }
    return head && FORM_FIELDS.has(head) && !leaf ? (head as PersonFormField) : null;
  };
}

/** The first message key per field, from the form's own check or the server's 400 answer. */
export function personErrorsFromIssues(
  values: PersonFormValues,
  issues: readonly AnyIssue[],
): PersonFormErrors {
  return flattenIssues(issues, { fieldOf: personFieldOf(values) });
}

const FORM_FIELDS = new Set(['givenName', 'familyName', 'title', 'gender', 'email', 'birthday']);
