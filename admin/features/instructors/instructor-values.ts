import type { BusinessArea } from '../../../shared/model/enums';
import type { InstructorRecord } from '../../../shared/model/instructor';
import type { MessageId } from '../../../shared/model/message-ids';
import {
  personFieldOf,
  personFormValues,
  toPersonInput,
  type PersonFormErrors,
  type PersonFormField,
  type PersonFormValues,
} from '../../../shared/ui/person-form/person-form-values';

/**
 * The instructor dialog's values: the person form's (the person's own `id` and `version`),
 * the instructor record's id and version, the business areas and a new picture.
 */
export interface InstructorValues extends PersonFormValues {
  instructorId: number | null;
  instructorVersion: number | null;
  businessAreaSet: BusinessArea[];
  /** A picture chosen to upload; none keeps the stored one. */
  imageFile: File | null;
}

/** A field of the dialog that can carry a message. */
export type InstructorField = PersonFormField | 'businessAreaSet' | 'notes' | 'imageFile';

/** The dialog's values of a loaded instructor, or an empty form for a new one. */
export function toInstructorValues(record: InstructorRecord | null): InstructorValues {
  return {
    ...personFormValues(record?.person ?? null),
    notes: record?.person.notes ?? '',
    instructorId: record?.id ?? null,
    instructorVersion: record?.version ?? null,
    businessAreaSet: record?.businessAreaSet ?? [],
    imageFile: null,
  };
}

/**
 * What `PUT /api/instructor` takes in its `person` part (`instructorInputSchema`): the record,
 * the person as the person form sends it (phones back into contacts, blank rows dropped), the
 * business areas. `original` keeps the ids of the contacts shown as phone fields.
 */
export function toInstructorInput(values: InstructorValues, original: InstructorRecord | null) {
  return {
    id: values.instructorId,
    version: values.instructorVersion,
    person: toPersonInput(values, original?.person ?? null),
    businessAreaSet: values.businessAreaSet,
  };
}

/** Where an issue lands: the person's on the person form's fields, the rest on their own. */
export function instructorFieldOf(path: string, values: InstructorValues): InstructorField | null {
  if (path === 'businessAreaSet' || path.startsWith('businessAreaSet.')) return 'businessAreaSet';
  if (path === 'imageFile') return 'imageFile';
  if (path === 'person.notes') return 'notes';
  if (path.startsWith('person.')) return personFieldOf(values)(path.slice('person.'.length));
  return null;
}

/** The person form's messages among the dialog's (its fields' names are the same). */
export const personErrorsOf = (errors: Partial<Record<InstructorField, MessageId>>) =>
  errors as PersonFormErrors;

/** "Given Family": how the service dialog and the snackbar name an instructor. */
export const instructorName = ({
  givenName,
  familyName,
}: {
  givenName: string;
  familyName: string;
}) => `${givenName} ${familyName}`;
