import * as v from 'valibot';
import { GENDERS, GRADES, CLASS_LANGUAGES } from '../../model/enums';
import {
  CLASS_POSTFIXES,
  ClassEntrySchema,
  PARTICIPANT_KEYS,
  POSTFIXLESS_LANGUAGES,
  type ClassLanguage,
} from '../../model/participant';
import type { ParticipantSave } from '../../api/participant';
import type { FieldIssue } from '../../model/errors';
import { personFields } from '../../rules/person';

/** The fields of the "add a child" form. */
export const CHILD_FIELDS = [
  'givenName',
  'familyName',
  'birthday',
  'gender',
  'grade',
  'language',
  'postfix',
] as const;
export type ChildField = (typeof CHILD_FIELDS)[number];
export type ChildFormValues = Record<ChildField, string>;

/** The message shown when the class is left out: a booking needs the child's grade. */
export const CLASS_REQUIRED_KEY = 'booking.child.classRequired';

/** A blank form; the family name starts as the parent's, the usual case. */
export const emptyChild = (familyName: string): ChildFormValues => ({
  givenName: '',
  familyName,
  birthday: '',
  gender: '',
  grade: '',
  language: '',
  postfix: '',
});

/** FR, ES and IT sections have no class letters: their postfix is always UNKNOWN. */
export const hasPostfix = (language: string) =>
  !POSTFIXLESS_LANGUAGES.includes(language as ClassLanguage);

/** The choices of the form's selects (labels are given by the view). */
export const CHILD_CHOICES = {
  gender: GENDERS,
  grade: GRADES,
  language: CLASS_LANGUAGES,
  postfix: CLASS_POSTFIXES,
} as const;

function childSchema(today: string) {
  const { givenName, familyName, gender, birthday } = personFields({ today });
  const required = (key: string) => v.pipe(v.string(), v.nonEmpty(key));
  return v.object({
    givenName,
    familyName,
    gender,
    birthday,
    grade: required(CLASS_REQUIRED_KEY),
    language: required(CLASS_REQUIRED_KEY),
    postfix: required(CLASS_REQUIRED_KEY),
  });
}

/**
 * The form's rules: the person form's for names, gender and birthday (spec 000 §5), and a
 * complete class for the service's school year (spec 001 §5), since the booking checks the
 * grade. Answers the first message per field, as catalog ids.
 */
export function checkChildForm(
  values: ChildFormValues,
  today: string,
): Partial<Record<ChildField, string>> {
  const errors: Partial<Record<ChildField, string>> = {};
  const result = v.safeParse(childSchema(today), values);
  for (const issue of result.issues ?? []) {
    const field = issue.path?.[0]?.key as ChildField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  const clazz = v.safeParse(ClassEntrySchema, values);
  if (!clazz.success && !errors.postfix) errors.postfix = clazz.issues[0].message;
  return errors;
}

/** What `PUT /api/participant/` takes for the form's values. */
export function toParticipantSave(values: ChildFormValues, schoolYear: string): ParticipantSave {
  return {
    person: {
      givenName: values.givenName.trim(),
      familyName: values.familyName.trim(),
      gender: values.gender,
      birthday: values.birthday || null,
    },
    clazzes: {
      [schoolYear]: { grade: values.grade, language: values.language, postfix: values.postfix },
    },
  };
}

/** The server's 400 issues on the form's fields (`person.givenName`, `clazzes.<year>`, …). */
export function childErrorsFromIssues(
  issues: readonly FieldIssue[],
): Partial<Record<ChildField, string>> {
  const errors: Partial<Record<ChildField, string>> = {};
  for (const { path, message } of issues) {
    const [head, field] = path.split('.');
    const target: ChildField | undefined =
      head === 'person' && CHILD_FIELDS.includes(field as ChildField)
        ? (field as ChildField)
        : head === 'clazzes'
          ? message === PARTICIPANT_KEYS.clazzPostfix
            ? 'postfix'
            : 'grade'
          : undefined;
    if (target && !errors[target]) errors[target] = message;
  }
  return errors;
}
