import type { AbsenceInputFields, AbsenceRow } from '../../../shared/model/absence';

/** What the absence dialog edits: flat, as the fields hold it. */
export interface AbsenceValues {
  id: number | null;
  version: number | null;
  /** The child's id as the select holds it; '' before a choice. */
  participantId: string;
  from: string;
  to: string;
  /** Absent from every service, or only from {@link eventIds}. */
  allServices: boolean;
  eventIds: number[];
  reason: string;
  notes: string;
}

/** The fields of {@link AbsenceValues} a rule or the server may point at. */
export type AbsenceField = 'participantId' | 'from' | 'to' | 'eventIds' | 'reason' | 'notes';

const FIELDS: readonly string[] = ['participantId', 'from', 'to', 'eventIds', 'reason', 'notes'];

/** The field an issue path names (`eventIds.0` → `eventIds`). */
export const absenceFieldOf = (path: string): AbsenceField | null => {
  const head = path.split('.')[0]!;
  return FIELDS.includes(head) ? (head as AbsenceField) : null;
};

/** The form for an absence, or a new one for `participantId` from `today` to `today`. */
export function toAbsenceValues(
  absence: AbsenceRow | null,
  { participantId, today }: { participantId: number | null; today: string },
): AbsenceValues {
  if (!absence)
    return {
      id: null,
      version: null,
      participantId: participantId === null ? '' : String(participantId),
      from: today,
      to: today,
      allServices: true,
      eventIds: [],
      reason: '',
      notes: '',
    };
  return {
    id: absence.id,
    version: absence.version,
    participantId: String(absence.participantId),
    from: absence.from,
    to: absence.to,
    allServices: absence.eventIds.length === 0,
    eventIds: absence.eventIds,
    reason: absence.reason ?? '',
    notes: absence.notes ?? '',
  };
}

/**
 * What `PUT /api/absence` gets. A missing child goes as 0, which the rules refuse on its field;
 * "some services" with none ticked goes as a list with 0, refused on the services.
 */
export function toAbsenceInput(values: AbsenceValues): AbsenceInputFields {
  return {
    id: values.id,
    version: values.version,
    participantId: Number(values.participantId) || 0,
    from: values.from,
    to: values.to,
    eventIds: values.allServices ? [] : values.eventIds.length ? values.eventIds : [0],
    reason: values.reason,
    notes: values.notes,
  };
}
