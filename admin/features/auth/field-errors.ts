import * as v from 'valibot';
import type { FieldIssue } from '../../../shared/model/errors';

/** The sign-in form's fields. */
export type SignInField = 'login' | 'password';

/** The first message key per field. */
export type SignInFieldErrors = Partial<Record<SignInField, string>>;

const FIELDS: readonly SignInField[] = ['login', 'password'];

/** Field errors from the client-side check of the form (valibot issues). */
export function fieldErrorsFromValibot(issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]) {
  const nested: Record<string, string[] | undefined> = v.flatten(issues).nested ?? {};
  return pick((field) => nested[field]?.[0]);
}

/** Field errors from the server's 400 answer (`issues` with dotted paths). */
export function fieldErrorsFromServer(issues: readonly FieldIssue[]): SignInFieldErrors {
  return pick((field) => issues.find((issue) => issue.path === field)?.message);
}

function pick(messageOf: (field: SignInField) => string | undefined): SignInFieldErrors {
  const errors: SignInFieldErrors = {};
  for (const field of FIELDS) {
    const message = messageOf(field);
    if (message) errors[field] = message;
  }
  return errors;
}
