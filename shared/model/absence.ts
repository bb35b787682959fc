/**
 * A child's absence (spec 001 §3 "Absence", spec 002 §7): the days from `from` to `to`, both
 * included, on which the child misses the services of `eventIds` — every service when empty —
 * with a reason and a note for the register (the presence list shows the child as absent).
 */
export interface AbsenceRow {
  id: number;
  version: number;
  participantId: number;
  /** The child's names, for lists across a family's children. */
  givenName: string;
  familyName: string;
  from: string;
  to: string;
  /** The services missed; empty: all of them. */
  eventIds: number[];
  /** The names of {@link eventIds}' services, in the same order. */
  eventNames: string[];
  reason: string | null;
  notes: string | null;
}

/** A service a child may be reported absent from: one it has a live booking on. */
export interface AbsenceService {
  id: number;
  name: string;
}

/** What the dialog sends (`PUT /api/absence`): without `id` a new absence. */
export interface AbsenceInputFields {
  id?: number | null;
  version?: number | null;
  participantId: number;
  from: string;
  to: string;
  eventIds: number[];
  reason?: string | null;
  notes?: string | null;
}
