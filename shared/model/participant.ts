import * as v from 'valibot';
import { personFields } from '../rules/person';
import type { PersonRecord } from './customer';
import {
  BOOKING_GRADES,
  CLASS_LANGUAGES,
  ESCORT_TYPES,
  GRADES,
  type EscortType,
  type Grade,
} from './enums';
import { idSchema, storableString, trimmedText, versionSchema } from './storable';

/** The class letters of a school class (spec 002 §3 "booking grade values"). */
export const CLASS_POSTFIXES = BOOKING_GRADES;
export type ClassPostfix = (typeof CLASS_POSTFIXES)[number];
export type ClassLanguage = (typeof CLASS_LANGUAGES)[number];

/** Sections whose classes have no letter: their postfix is always UNKNOWN (spec 001 §5). */
export const POSTFIXLESS_LANGUAGES: readonly ClassLanguage[] = ['FR', 'ES', 'IT'];

/** Grades in which a child may not go alone: ALONE becomes GUARDIAN (spec 001 §4.4). */
export const ESCORTED_GRADES: readonly Grade[] = ['M1', 'M2', 'P1'];

/** The school year whose class the escort rule reads: the latest one in the class map. */
export function escortYear(clazzes: Record<string, unknown>): string | undefined {
  return Object.keys(clazzes).sort().at(-1);
}

/**
 * Spec 001 §4.4 on the class of {@link escortYear}: a child in M1, M2 or P1 is escorted (ALONE
 * becomes GUARDIAN) and cannot stay home alone (the checkbox shows only above P1). The server
 * applies it on save, the dialog as the classes change.
 */
export function escortRule<E extends string>(
  clazzes: Record<string, { grade: string } | null | undefined>,
  escortType: E,
  homeAlone: boolean,
): { escortType: E | 'GUARDIAN'; homeAlone: boolean; escorted: boolean } {
  const year = escortYear(clazzes);
  const grade = year === undefined ? undefined : clazzes[year]?.grade;
  const escorted = grade !== undefined && ESCORTED_GRADES.includes(grade as Grade);
  return escorted
    ? { escortType: escortType === 'ALONE' ? 'GUARDIAN' : escortType, homeAlone: false, escorted }
    : { escortType, homeAlone, escorted };
}

/** Message keys of the participant form. */
export const PARTICIPANT_KEYS = {
  clazzIncomplete: '!.rules.clazz-incomplete',
  clazzPostfix: '!.rules.clazz-postfix',
  customerRequired: 'participant.customerRequired',
  unknownSchoolYear: 'participant.unknownSchoolYear',
} as const;

/** The class a participant attends in one school year. */
export interface ParticipantClass {
  grade: Grade;
  language: ClassLanguage;
  postfix: ClassPostfix;
}

/** A participant (child) as `PUT /api/participant/` and the participant lists answer it. */
export interface ParticipantRecord {
  id: number;
  customerId: number | null;
  person: PersonRecord;
  /** Keyed by the school year's name ('2026/27'). */
  clazzes: Record<string, ParticipantClass>;
  escortType: EscortType;
  homeAlone: boolean;
  /** Kept on the child's person (spec 001 §3); the office and the child's own parents read and keep them. */
  healthProblems: string | null;
  emergencyMedication: string | null;
  version: number;
}

const blank = (value: string | null | undefined) => (value ?? '') === '';

/**
 * One class entry of the participant form: grade, language and postfix all filled or all
 * empty (`!.rules.clazz-incomplete`), and UNKNOWN as the only postfix of the FR, ES and IT
 * sections (`!.rules.clazz-postfix`). Empty values may be '' or null. The output of an empty
 * entry is null: the form drops it on save (spec 001 §5).
 */
export const ClassEntrySchema = v.pipe(
  v.object({
    grade: v.nullish(v.picklist([...GRADES, ''], 'error.invalidInput'), ''),
    language: v.nullish(v.picklist([...CLASS_LANGUAGES, ''], 'error.invalidInput'), ''),
    postfix: v.nullish(v.picklist([...CLASS_POSTFIXES, ''], 'error.invalidInput'), ''),
  }),
  v.check(({ grade, language, postfix }) => {
    const empty = [grade, language, postfix].filter(blank).length;
    return empty === 0 || empty === 3;
  }, PARTICIPANT_KEYS.clazzIncomplete),
  v.check(
    ({ language, postfix }) =>
      !POSTFIXLESS_LANGUAGES.includes(language as ClassLanguage) || postfix === 'UNKNOWN',
    PARTICIPANT_KEYS.clazzPostfix,
  ),
  v.transform((entry) => (blank(entry.grade) ? null : (entry as ParticipantClass))),
);

/** The class map of the participant form, keyed by school-year name; empty entries dropped. */
export const ClazzesSchema = v.pipe(
  v.optional(v.record(storableString(), ClassEntrySchema), {}),
  v.transform(
    (clazzes) =>
      Object.fromEntries(Object.entries(clazzes).filter(([, entry]) => entry !== null)) as Record<
        string,
        ParticipantClass
      >,
  ),
);

const optionalId = v.nullish(idSchema);

/**
 * Body of `PUT /api/participant`: the child's person with the person form's rules (no phone
 * or address required for a child), the classes per school-year name, escort and home-alone.
 * `customerId` is for admins; `version` is the participant's, required to change one. Built per
 * request: a birthday may not lie after `today`.
 */
/* @__NO_SIDE_EFFECTS__ */ export function participantInputSchema({ today }: { today: string }) {
  return v.object({
    id: optionalId,
    version: v.nullish(versionSchema),
    customerId: optionalId,
    person: v.object(personFields({ today })),
    clazzes: ClazzesSchema,
    escortType: v.optional(v.picklist(ESCORT_TYPES, 'error.invalidInput'), 'GUARDIAN'),
    homeAlone: v.optional(v.boolean(), false),
    healthProblems: v.nullish(trimmedText(), ''),
    emergencyMedication: v.nullish(trimmedText(), ''),
  });
}

/** A participant as the participant form sends it, after the rules. */
export type ParticipantInput = v.InferOutput<ReturnType<typeof participantInputSchema>>;
