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
import { flattenIssues } from '../form/issues';
import { personFields } from '../../rules/person';
import type { MessageId } from '../../model/message-ids';

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

/**
 * The form's rules: the person form's for names, gender and birthday (spec 000 §5), and a
 * complete class for the service's school year (spec 001 §5), since the booking checks the
 * grade; the class entry's own rule (a section without letters) lands on the postfix.
 */
export function childFormSchema(today: string) {
  const { givenName, familyName, gender, birthday } = personFields({ today });
  const required = (key: string) => v.pipe(v.string(), v.nonEmpty(key));
  return v.pipe(
    v.object({
      givenName,
      familyName,
      gender,
      birthday,
      grade: required(CLASS_REQUIRED_KEY),
      language: required(CLASS_REQUIRED_KEY),
      postfix: required(CLASS_REQUIRED_KEY),
    }),
    // Runs even while other fields fail, so the class entry's rule shows beside theirs.
    v.rawCheck(({ dataset, addIssue }) => {
      const input = (dataset.value ?? {}) as Partial<ChildFormValues> & Record<string, unknown>;
      const clazz = v.safeParse(ClassEntrySchema, {
        grade: input.grade,
        language: input.language,
        postfix: input.postfix,
      });
      if (clazz.success) return;
      addIssue({
        message: clazz.issues[0].message,
        path: [{ type: 'object', origin: 'value', input, key: 'postfix', value: input.postfix }],
      });
    }),
  );
}

/** The form's rules applied to `values`: the first message per field, as catalog ids. */
export function checkChildForm(
  values: ChildFormValues,
  today: string,
): Partial<Record<ChildField, MessageId>> {
  const { issues } = v.safeParse(childFormSchema(today), values);
  return flattenIssues(issues, { fields: CHILD_FIELDS });
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

/**
 * Where a server issue lands (`person.givenName`, `clazzes.<year>`, …): the person's fields
 * on theirs, a class issue on the postfix when it is about the letters, else on the grade.
 */
export function childFieldOf(path: string, message: string): ChildField | null {
  const [head, field] = path.split('.');
  if (head === 'person' && CHILD_FIELDS.includes(field as ChildField)) return field as ChildField;
  if (head === 'clazzes') return message === PARTICIPANT_KEYS.clazzPostfix ? 'postfix' : 'grade';
  return CHILD_FIELDS.includes(path as ChildField) ? (path as ChildField) : null;
}

/** The server's 400 issues on the form's fields. */
export function childErrorsFromIssues(
  issues: readonly FieldIssue[],
): Partial<Record<ChildField, MessageId>> {
  return flattenIssues(issues, { fieldOf: childFieldOf });
}
