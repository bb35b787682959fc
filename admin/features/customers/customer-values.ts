import type { CustomerRecord } from '../../../shared/model/customer-office';
import {
  personFieldOf,
  personFormValues,
  toPersonInput,
  type PersonFormErrors,
  type PersonFormField,
  type PersonFormValues,
} from '../../../shared/ui/person-form/person-form-values';
import type { MessageId } from '../../../shared/model/message-ids';

/**
 * The customer dialog's values: the person (the form's own `id` and `version`), the spouse as a
 * second person form, the customer record's id and version, the membership flag and the bank
 * fields (typed only when creating; shown read-only afterwards).
 */
export interface CustomerValues extends PersonFormValues {
  customerId: number | null;
  customerVersion: number | null;
  spouse: PersonFormValues;
  hasMembership: boolean;
  bankName: string;
  iban: string;
  bic: string;
  /** The discount models granted to the family (ids). */
  grantedDiscountIds: number[];
  /** Pictures chosen but not saved yet: sent beside the customer (multipart). */
  personImageFile: File | null;
  spouseImageFile: File | null;
}

/** The bank fields of the Customer tab. */
export type BankField = 'bankName' | 'iban' | 'bic';

/** A field of the dialog that can carry a message; the spouse's are `spouse.<field>`. */
export type CustomerField =
  PersonFormField | `spouse.${PersonFormField}` | BankField | PictureField | 'grantedDiscountIds';

/** The picture inputs of the Person and Spouse tabs (the multipart files' names). */
export type PictureField = 'personImageFile' | 'spouseImageFile';

/** The dialog's values of a loaded customer, or an empty form for a new one. */
export function toCustomerValues(record: CustomerRecord | null): CustomerValues {
  return {
    ...personFormValues(record?.person ?? null),
    customerId: record?.id ?? null,
    customerVersion: record?.version ?? null,
    spouse: personFormValues(record?.spouse ?? null),
    hasMembership: record?.hasMembership ?? false,
    bankName: record?.bankName ?? '',
    iban: record?.iban ?? '',
    bic: record?.bic ?? '',
    grantedDiscountIds: record?.grantedDiscountIds ?? [],
    personImageFile: null,
    spouseImageFile: null,
  };
}

/** Whether the spouse panel holds anything the user typed. */
const spouseTyped = (spouse: PersonFormValues) =>
  [spouse.givenName, spouse.familyName, spouse.email, spouse.gender, spouse.title].some(
    (text) => text.trim() !== '',
  ) || Object.values(spouse.phones).some((phone) => phone.trim() !== '');

/**
 * What `PUT /api/customer` takes: the person and the spouse as the person form sends them
 * (an empty spouse as null, spec 001 §5), the membership, the granted discounts and — on
 * create — the bank fields.
 */
export function toCustomerInput(values: CustomerValues, original: CustomerRecord | null) {
  return {
    id: values.customerId,
    version: values.customerVersion,
    person: toPersonInput(values, original?.person ?? null),
    spouse: spouseTyped(values.spouse)
      ? toPersonInput(values.spouse, original?.spouse ?? null)
      : null,
    hasMembership: values.hasMembership,
    grantedDiscountIds: values.grantedDiscountIds,
    ...(original ? {} : { bankName: values.bankName, iban: values.iban, bic: values.bic }),
  };
}

/** Where an issue lands: the person's and the spouse's on their forms' fields, bank on its own. */
export function customerFieldOf(path: string, values: CustomerValues): CustomerField | null {
  if (path === 'bankName' || path === 'iban' || path === 'bic') return path;
  if (path === 'personImageFile' || path === 'spouseImageFile') return path;
  if (path === 'grantedDiscountIds' || path.startsWith('grantedDiscountIds.'))
    return 'grantedDiscountIds';
  if (path.startsWith('person.')) return personFieldOf(values)(path.slice('person.'.length));
  if (path.startsWith('spouse.')) {
    const field = personFieldOf(values.spouse)(path.slice('spouse.'.length));
    return field ? `spouse.${field}` : null;
  }
  return null;
}

/** The person form's messages among the dialog's: the person's, or with `spouse` the spouse's. */
export function personErrorsOf(
  errors: Partial<Record<CustomerField, MessageId>>,
  spouse = false,
): PersonFormErrors {
  const found: PersonFormErrors = {};
  for (const [field, key] of Object.entries(errors)) {
    if (spouse === field.startsWith('spouse.'))
      found[(spouse ? field.slice('spouse.'.length) : field) as PersonFormField] = key;
  }
  return found;
}

/** "Given Family": how the list, the snackbar and the booking link name a person. */
export const customerName = ({
  givenName,
  familyName,
}: {
  givenName: string;
  familyName: string;
}) => `${givenName} ${familyName}`;
