import * as v from 'valibot';
import type { FieldIssue } from '../model/errors';

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

/**
 * `entries` plus `repeatPassword`, which must equal `field` (`auth.passwordsDiffer` on the
 * repetition): a client-side guard against a typo in a password nobody can see.
 */
export function withRepetition<E extends v.ObjectEntries>(entries: E, field: keyof E & string) {
  const schema = v.object({ ...entries, repeatPassword: v.string() });
  type Output = v.InferOutput<typeof schema>;
  type Repeated = Record<string, unknown> & { repeatPassword: string };
  const matches = v.forward(
    v.check((input: Repeated) => input[field] === input.repeatPassword, 'auth.passwordsDiffer'),
    ['repeatPassword'],
  );
  // `Output` always has `repeatPassword`; valibot cannot see that through the generic entries.
  return v.pipe(
    schema,
    matches as unknown as v.BaseValidation<Output, Output, v.CheckIssue<Output>>,
  );
}
