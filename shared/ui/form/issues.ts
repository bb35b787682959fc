import * as v from 'valibot';
import { issueMessage } from '../../model/errors';
import type { FieldIssue } from '../../model/errors';
import type { MessageId } from '../../model/message-ids';

/** The first message key per field of a form. */
export type FieldErrors<F extends string = string> = Partial<Record<F, MessageId>>;

/** An issue from a client-side valibot check or from the server's 400 answer. */
export type AnyIssue = FieldIssue | v.BaseIssue<unknown>;

/** Options of {@link flattenIssues}. */
export interface FlattenOptions<F extends string> {
  /**
   * The form field an issue's dotted path lands on, or null to drop it. Default: the path
   * itself when it is one of `fields` (or any path without `fields`). Gets the message too,
   * for the rare issue whose field depends on what it says.
   */
  fieldOf?: (path: string, message: string) => F | null;
  /** The form's fields; issues on other paths are dropped unless `fieldOf` places them. */
  fields?: readonly F[];
}

/** `{ path, message }` of a valibot issue (dotted path, '' for the root) or a server issue. */
export function toFieldIssue(issue: AnyIssue): FieldIssue {
  if ('kind' in issue) return { path: v.getDotPath(issue) ?? '', message: issueMessage(issue) };
  return { path: issue.path, message: issue.message };
}

/**
 * The one flattener from issues to fields (DESIGN §8): client rules (valibot issues) and the
 * server's 400 (`issues: [{ path, message }]`) land on the same field through this function.
 * The first issue per field wins, as a field shows one message at a time.
 */
export function flattenIssues<F extends string = string>(
  issues: readonly AnyIssue[] | undefined,
  options: FlattenOptions<F> = {},
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const [field, issue] of firstIssuePerField(issues, options))
    errors[field] = toFieldIssue(issue).message;
  return errors;
}

/**
 * The interpolation values of each field's message, where a server issue carries them
 * (`values`, e.g. the services a refused capacity names): `i18n._(errors[f], values[f])`.
 */
export function flattenIssueValues<F extends string = string>(
  issues: readonly AnyIssue[] | undefined,
  options: FlattenOptions<F> = {},
): Partial<Record<F, Record<string, unknown>>> {
  const found: Partial<Record<F, Record<string, unknown>>> = {};
  for (const [field, issue] of firstIssuePerField(issues, options)) {
    const values = (issue as { values?: Record<string, unknown> }).values;
    if (values) found[field] = values;
  }
  return found;
}

function firstIssuePerField<F extends string>(
  issues: readonly AnyIssue[] | undefined,
  { fields, fieldOf }: FlattenOptions<F>,
): Map<F, AnyIssue> {
  const known = fields ? new Set<string>(fields) : null;
  const place = fieldOf ?? ((path: string) => (!known || known.has(path) ? (path as F) : null));
  const first = new Map<F, AnyIssue>();
  for (const issue of issues ?? []) {
    const { path, message } = toFieldIssue(issue);
    const field = place(path, message);
    if (field !== null && !first.has(field)) first.set(field, issue);
  }
  return first;
}

/** Field errors from a client-side valibot check, keyed by each issue's top-level field. */
export function errorsFromValibot<F extends string>(
  issues: readonly v.BaseIssue<unknown>[],
  fields: readonly F[],
): FieldErrors<F> {
  return flattenIssues(issues, { fields });
}

/** Field errors from the server's 400 answer (`issues` with dotted paths). */
export function errorsFromServer<F extends string>(
  issues: readonly FieldIssue[] | undefined,
  fields: readonly F[],
): FieldErrors<F> {
  return flattenIssues(issues, { fields });
}

/** A `fieldOf` that places an issue on its path's last segment (`payment.iban` → `iban`). */
export function lastSegmentOf<F extends string>(fields: readonly F[]) {
  const known = new Set<string>(fields);
  return (path: string): F | null => {
    const last = path.split('.').at(-1);
    return last !== undefined && known.has(last) ? (last as F) : null;
  };
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
