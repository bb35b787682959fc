import type { EscortType } from '../../../shared/model/enums';
import type { MessageId } from '../../../shared/model/message-ids';
import { escortRule, type ParticipantRecord } from '../../../shared/model/participant';
import {
  personFieldOf,
  personFormValues,
  toPersonInput,
  type PersonFormErrors,
  type PersonFormField,
  type PersonFormValues,
} from '../../../shared/ui/person-form/person-form-values';

/** One school year's class as the class picker edits it: '' where nothing is picked. */
export interface ClassValues {
  grade: string;
  language: string;
  postfix: string;
}

/**
 * The participant dialog's values: the child's person form (its own `id` and `version`), the
 * participant's id and version, the customer (picked by an admin for a new child), the classes
 * by school-year name, escort, home alone, health, and a picture chosen but not saved yet.
 */
export interface ParticipantValues extends PersonFormValues {
  participantId: number | null;
  participantVersion: number | null;
  customerId: number | null;
  clazzes: Record<string, ClassValues>;
  escortType: EscortType;
  homeAlone: boolean;
  healthProblems: string;
  emergencyMedication: string;
  imageFile: File | null;
  imageId: number | null;
}

/** The dialog's own fields beside the person form's; a class is `clazzes.<year>`. */
export type ParticipantField =
  | PersonFormField
  | 'customerId'
  | 'healthProblems'
  | 'emergencyMedication'
  | 'imageFile'
  | 'escortType'
  | `clazzes.${string}`;

export const EMPTY_CLASS: ClassValues = { grade: '', language: '', postfix: '' };

/** The dialog's values of a loaded child, or an empty form (for a customer, when known). */
export function toParticipantValues(
  record: ParticipantRecord | null,
  customerId: number | null = null,
): ParticipantValues {
  return {
    ...personFormValues(record?.person ?? null),
    participantId: record?.id ?? null,
    participantVersion: record?.version ?? null,
    customerId: record?.customerId ?? customerId,
    clazzes: Object.fromEntries(
      Object.entries(record?.clazzes ?? {}).map(([year, entry]) => [year, { ...entry }]),
    ),
    escortType: record?.escortType ?? 'GUARDIAN',
    homeAlone: record?.homeAlone ?? false,
    healthProblems: record?.healthProblems ?? '',
    emergencyMedication: record?.emergencyMedication ?? '',
    imageFile: null,
    imageId: record?.person.imageId ?? null,
  };
}

/** The classes with something picked: the escort rule reads these. */
export const filledClasses = (clazzes: Record<string, ClassValues>) =>
  Object.fromEntries(Object.entries(clazzes).filter(([, entry]) => entry.grade !== ''));

/**
 * The values after a class changed, with spec 001 §4.4 applied at once: ALONE becomes
 * GUARDIAN and home alone is cleared when the child is in M1, M2 or P1.
 */
export function withClass(
  values: ParticipantValues,
  year: string,
  entry: ClassValues,
): ParticipantValues {
  const clazzes = { ...values.clazzes, [year]: entry };
  const rule = escortRule(filledClasses(clazzes), values.escortType, values.homeAlone);
  return { ...values, clazzes, escortType: rule.escortType, homeAlone: rule.homeAlone };
}

/** What `PUT /api/participant/` takes as its `person` JSON (the picture goes beside it). */
export function toParticipantInput(values: ParticipantValues, original: ParticipantRecord | null) {
  return {
    id: values.participantId,
    version: values.participantVersion,
    customerId: values.customerId,
    person: toPersonInput(values, original?.person ?? null),
    clazzes: values.clazzes,
    escortType: values.escortType,
    homeAlone: values.homeAlone,
    healthProblems: values.healthProblems,
    emergencyMedication: values.emergencyMedication,
  };
}

const OWN_FIELDS = new Set(['customerId', 'healthProblems', 'emergencyMedication', 'imageFile']);

/** Where an issue lands: the person's on the person form, a class on its year's picker. */
export function participantFieldOf(
  path: string,
  values: ParticipantValues,
): ParticipantField | null {
  if (OWN_FIELDS.has(path)) return path as ParticipantField;
  if (path.startsWith('person.')) return personFieldOf(values)(path.slice('person.'.length));
  if (path.startsWith('clazzes.')) {
    const year = path.slice('clazzes.'.length).split('.')[0];
    return year ? `clazzes.${year}` : null;
  }
  return null;
}

/** The person form's messages among the dialog's. */
export function personErrorsOf(
  errors: Partial<Record<ParticipantField, MessageId>>,
): PersonFormErrors {
  const found: PersonFormErrors = {};
  for (const [field, key] of Object.entries(errors))
    if (!OWN_FIELDS.has(field) && !field.startsWith('clazzes.'))
      found[field as PersonFormField] = key;
  return found;
}

/** "Given Family". */
export const participantName = ({
  givenName,
  familyName,
}: {
  givenName: string;
  familyName: string;
}) => `${givenName} ${familyName}`;
