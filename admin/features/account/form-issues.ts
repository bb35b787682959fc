import * as v from 'valibot';
import type { FieldIssue } from '../../../shared/model/errors';

/** The first message key per field of a form. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** Field errors from a client-side valibot check, keyed by each issue's top-level field. */
export function errorsFromValibot<F extends string>(
  issues: readonly v.BaseIssue<unknown>[],
  fields: readonly F[],
): FieldErrors<F> {
  return pick(fields, (field) => issues.find((issue) => v.getDotPath(issue) === field)?.message);
}

/** Field errors from the server's 400 answer (`issues` with dotted paths). */
export function errorsFromServer<F extends string>(
  issues: readonly FieldIssue[],
  fields: readonly F[],
): FieldErrors<F> {
  return pick(fields, (field) => issues.find((issue) => issue.path === field)?.message);
}

function pick<F extends string>(
  fields: readonly F[],
  messageOf: (field: F) => string | undefined,
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const field of fields) {
    const message = messageOf(field);
    if (message) errors[field] = message;
  }
  return errors;
}
