import * as v from 'valibot';
import { dateSchema, idSchema, STORABLE_KEYS, trimmedText, versionSchema } from '../model/storable';

/** Message keys of the absence rules (`PUT /api/absence`, the absence dialog). */
export const ABSENCE_KEYS = {
  participant: 'absence.rules.participant',
  from: 'absence.rules.from',
  to: 'absence.rules.to',
  toBeforeFrom: 'absence.rules.toBeforeFrom',
  past: 'absence.rules.past',
  service: 'absence.rules.service',
} as const;

/** The longest reason and note: one line and a short paragraph. */
export const MAX_ABSENCE_REASON = 255;
export const MAX_ABSENCE_NOTES = 1000;

/** A text that may be left out: trimmed, empty becomes null. */
const optionalText = (max: number) =>
  v.pipe(
    v.nullish(trimmedText(max), ''),
    v.transform((text) => (text === '' ? null : text)),
  );

/**
 * `PUT /api/absence`: the child, the first and last day (`to` not before `from`), the services
 * (ids; none: every service), reason and note. What needs the caller — past days refused to
 * families, services the child is booked on — the server checks (save-absence.ts).
 */
/* @__NO_SIDE_EFFECTS__ */ export function absenceInputSchema() {
  return v.pipe(
    v.object({
      id: v.nullish(idSchema, null),
      version: v.nullish(versionSchema, null),
      participantId: v.pipe(v.number(ABSENCE_KEYS.participant), idSchema),
      from: dateSchema(ABSENCE_KEYS.from),
      to: dateSchema(ABSENCE_KEYS.to),
      eventIds: v.optional(
        v.pipe(
          v.array(idSchema, STORABLE_KEYS.invalidInput),
          v.maxLength(100, STORABLE_KEYS.invalidInput),
        ),
        [],
      ),
      reason: optionalText(MAX_ABSENCE_REASON),
      notes: optionalText(MAX_ABSENCE_NOTES),
    }),
    v.forward(
      v.partialCheck([['from'], ['to']], ({ from, to }) => to >= from, ABSENCE_KEYS.toBeforeFrom),
      ['to'],
    ),
    v.transform((input) => ({
      ...input,
      eventIds: [...new Set(input.eventIds)].sort((a, b) => a - b),
    })),
  );
}

/** The checked input of `PUT /api/absence`. */
export type AbsenceInput = v.InferOutput<ReturnType<typeof absenceInputSchema>>;

/** Whether a family may still change or withdraw an absence: it has not begun before `today`. */
export const isFamilyEditable = (absence: { from: string }, today: string) => absence.from >= today;
