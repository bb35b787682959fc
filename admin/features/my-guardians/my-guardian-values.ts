import type { MyGuardianFields } from '../../../shared/api/my-guardians';
import type { MyGuardian } from '../../../shared/model/my-guardian';

/** What the pick-up person dialog edits, as its fields hold it. */
export interface MyGuardianValues {
  id: number | null;
  version: number | null;
  givenName: string;
  familyName: string;
  phone: string;
  /** A relationship of the shorter list; '' before a choice. */
  relationship: string;
  participantIds: number[];
}

/** The fields a rule or the server may point at. */
export type MyGuardianField =
  'givenName' | 'familyName' | 'phone' | 'relationship' | 'participantIds';

const FIELDS: readonly string[] = [
  'givenName',
  'familyName',
  'phone',
  'relationship',
  'participantIds',
];

/** The field an issue path names (`participantIds.0` → `participantIds`). */
export const myGuardianFieldOf = (path: string): MyGuardianField | null => {
  const head = path.split('.')[0]!;
  return FIELDS.includes(head) ? (head as MyGuardianField) : null;
};

/** The form of a stored pick-up person, or an empty one for the children preset. */
export function toMyGuardianValues(
  guardian: MyGuardian | null,
  children: readonly number[] = [],
): MyGuardianValues {
  if (!guardian)
    return {
      id: null,
      version: null,
      givenName: '',
      familyName: '',
      phone: '',
      relationship: '',
      participantIds: [...children],
    };
  return {
    id: guardian.id,
    version: guardian.version,
    givenName: guardian.givenName,
    familyName: guardian.familyName,
    phone: guardian.phone ?? '',
    relationship: guardian.relationship ?? '',
    participantIds: guardian.children.map((child) => child.id),
  };
}

/** What `POST`/`PUT …/myGuardians` get; the rules judge the empty choices on their fields. */
export const toMyGuardianInput = (values: MyGuardianValues): MyGuardianFields =>
  values as MyGuardianFields;
