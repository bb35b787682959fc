import type { PersonRecord } from '../../../shared/model/customer';
import {
  personFieldOf,
  personFormValues,
  toPersonInput,
  type PersonFormField,
  type PersonFormValues,
} from '../../../shared/ui/person-form/person-form-values';

/** The person dialog's values: the shared person form and a picture chosen but not saved. */
export interface PersonValues extends PersonFormValues {
  imageFile: File | null;
}

/** A field of the person dialog that can carry a message. */
export type PersonField = PersonFormField | 'imageFile';

/** The dialog's values for `record`, or an empty form. */
export const toPersonValues = (record: PersonRecord | null): PersonValues => ({
  ...personFormValues(record),
  imageFile: null,
});

/** What `PUT /api/person/` takes as `person` (the picture goes beside it). */
export const toPersonDialogInput = (values: PersonValues, original: PersonRecord | null) =>
  toPersonInput(values, original);

/** Where an issue lands: the picture on its input, the rest on the person form's fields. */
export function personDialogFieldOf(path: string, values: PersonValues): PersonField | null {
  const own = path.startsWith('person.') ? path.slice('person.'.length) : path;
  if (own === 'imageFile') return 'imageFile';
  return personFieldOf(values)(own);
}

/** "Family, Given": how the list and the snackbar name a person. */
export const personName = ({ givenName, familyName }: { givenName: string; familyName: string }) =>
  `${familyName}, ${givenName}`;
