import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import * as v from 'valibot';
import { isApiError } from '../../api/api-error';
import { ERROR_KEYS } from '../../model/errors';
import { changedFields } from './changed-fields';
import { focusFirstField } from './focus-first-field';
import { flattenIssueValues, flattenIssues } from './issues';
import type { AnyIssue, FieldErrors } from './issues';
import type { MessageId } from '../../model/message-ids';

/** Options of {@link useForm}. `V` the values as the inputs edit them, `O` the checked output. */
export interface FormOptions<V extends object, O, F extends string> {
  /** The loaded record (or an empty form): what `dirty` is measured against. */
  initial: V;
  /** The shared rules (shared/rules, shared/model); without one every value passes as is. */
  schema?: v.GenericSchema<unknown, O>;
  /** The schema's input built from the values (default: the values themselves). */
  toInput?: (values: V) => unknown;
  /**
   * The field an issue's dotted path lands on, or null to drop it (default: the path itself
   * when it names a key of `initial`). Serves the rules and the server's 400 alike.
   */
  fieldOf?: (path: string, values: V, message: string) => F | null;
  /**
   * Saves the checked output. Answer the stored values to make them the new baseline (the form
   * is clean again); throw an ApiError to have 400 issues land on fields and a 409 mark the
   * form `stale`.
   */
  onSubmit: (output: O, values: V) => Promise<V | void> | V | void;
  /** After any failed save, e.g. for a snackbar; the form's own state is already set. */
  onError?: (error: unknown, messageKey: MessageId) => void;
  /** After a submit the rules refused, with the errors (the first field is focused already). */
  onInvalid?: (errors: FieldErrors<F>) => void;
  /** 'touched': a field's error shows once it was left; 'submit': only after a submit. */
  showErrors?: 'touched' | 'submit';
  /** The ids of the fields' inputs: `${idPrefix}-${field}` with dots as dashes. */
  idPrefix?: string;
  /** The id of a field's input (default from `idPrefix`); the first wrong one gets focus. */
  idOf?: (field: F) => string;
}

/** The server's 400 verdict: messages and their values, for the values it judged. */
interface ServerVerdict<V, F extends string> {
  errors: FieldErrors<F>;
  values: Partial<Record<F, Record<string, unknown>>>;
  judged: V | null;
}
const NO_VERDICT = { errors: {}, values: {}, judged: null };

/** Options of one submit. */
export interface SubmitOptions {
  /** Shows a hidden field before it gets focus (a record dialog switches to its tab). */
  reveal?: (element: HTMLElement) => void;
  /** After a failed save, beside the form's own `onError` (a record dialog reports it). */
  onError?: (error: unknown, messageKey: MessageId) => void;
}

/**
 * One form's state: values, touched fields, dirty tracking against the loaded record, the
 * shared valibot rules, server issues on the same fields through {@link flattenIssues}, the
 * first wrong field focused on submit, `submitting`, and a stale save (409) kept as `stale`
 * with everything typed, never overwritten silently. See README.md.
 */
export function useForm<V extends object, O = V, F extends string = Extract<keyof V, string>>({
  initial,
  schema,
  toInput = (values) => values,
  fieldOf,
  onSubmit,
  onError,
  onInvalid,
  showErrors = 'touched',
  idPrefix,
  idOf,
}: FormOptions<V, O, F>) {
  const generatedPrefix = useId();
  const prefix = idPrefix ?? `form${generatedPrefix.replace(/[^\w-]/g, '')}`;
  const fieldId = idOf ?? ((field: F) => `${prefix}-${field.replace(/\./g, '-')}`);
  const [baseline, setBaseline] = useState(initial);
  const [values, setValuesState] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<F>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  // The server's verdict holds for the values it judged: a field's message goes once it changes.
  const [server, setServer] = useState<ServerVerdict<V, F>>(NO_VERDICT);
  const [formError, setFormError] = useState<MessageId | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [stale, setStale] = useState(false);
  const busy = useRef(false);
  const root = useRef<Document | ShadowRoot | null>(null);

  const placing = (current: V) => ({
    fieldOf: (path: string, message: string) =>
      fieldOf ? fieldOf(path, current, message) : path in initial ? (path as F) : null,
  });
  const place = (issues: readonly AnyIssue[] | undefined, current: V) =>
    flattenIssues<F>(issues, placing(current));
  const judge = (issues: readonly AnyIssue[], current: V): ServerVerdict<V, F> => ({
    errors: place(issues, current),
    values: flattenIssueValues<F>(issues, placing(current)),
    judged: current,
  });

  // Checked on every render, not memoised: `toInput` may read more than the values (the
  // sign-up sends the language the form is shown in), and a form's check takes microseconds.
  const checked = check();
  function check(): { output: O | null; errors: FieldErrors<F> } {
    if (!schema) return { output: values as unknown as O, errors: {} };
    const result = v.safeParse(schema, toInput(values));
    if (result.success) return { output: result.output, errors: {} };
    return { output: null, errors: place(result.issues, values) };
  }

  const edited = new Set<string>(server.judged ? changedFields(server.judged, values) : []);
  const shown: FieldErrors<F> = {};
  const shownValues: Partial<Record<F, Record<string, unknown>>> = {};
  for (const [field, message] of Object.entries(server.errors) as [F, MessageId][]) {
    if (edited.has(field.split('.')[0]!)) continue;
    shown[field] = message;
    if (server.values[field]) shownValues[field] = server.values[field];
  }
  for (const [field, message] of Object.entries(checked.errors) as [F, MessageId][]) {
    const due = submitted || (showErrors === 'touched' && touched.has(field));
    if (due && shown[field] === undefined) shown[field] = message;
  }
  const dirtyFields = changedFields(baseline, values);

  const setValues = (next: V | ((current: V) => V)) => setValuesState(next);

  const setValue = <K extends keyof V>(field: K, value: V[K]) =>
    setValuesState((current) => ({ ...current, [field]: value }));

  const touch = (field: F) =>
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));

  /** Makes `next` the loaded record: clean, nothing touched, not stale. */
  function reset(next: V = baseline, edited: V = next) {
    setBaseline(next);
    setValuesState(edited);
    setTouched(new Set());
    setSubmitted(false);
    setServer(NO_VERDICT);
    setFormError(null);
    setStale(false);
  }

  const focusFirst = (errors: FieldErrors<F>, reveal?: SubmitOptions['reveal']) =>
    focusFirstField(root.current ?? document, (Object.keys(errors) as F[]).map(fieldId), reveal);

  async function submit(
    event?: FormEvent<HTMLElement> | null,
    { reveal, onError: onSubmitError }: SubmitOptions = {},
  ) {
    event?.preventDefault();
    const node = event?.currentTarget?.getRootNode?.();
    if (node && 'getElementById' in node) root.current = node as Document | ShadowRoot;
    if (busy.current) return;
    setSubmitted(true);
    setFormError(null);
    const { output } = checked;
    if (output === null) {
      focusFirst(checked.errors, reveal);
      onInvalid?.(checked.errors);
      return;
    }
    busy.current = true;
    setSubmitting(true);
    try {
      const stored = await onSubmit(output, values);
      if (stored) reset(stored);
      else setSubmitted(false);
      setServer(NO_VERDICT);
    } catch (error) {
      const messageKey = isApiError(error) ? error.messageKey : ERROR_KEYS.unexpected;
      if (isApiError(error, 409)) setStale(true);
      if (isApiError(error, 400)) {
        const verdict = judge(error.issues, values);
        setServer(verdict);
        focusFirst(verdict.errors, reveal);
      }
      setFormError(messageKey);
      onError?.(error, messageKey);
      onSubmitError?.(error, messageKey);
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  }

  /** Puts issues (e.g. a server verdict outside a 400) on their fields. */
  const setIssues = (issues: readonly AnyIssue[]) => setServer(judge(issues, values));

  return {
    values,
    setValue,
    setValues,
    /** The messages due to show, per field (message keys; translate when shown). */
    errors: shown,
    /** Interpolation values of the server's messages: `i18n._(errors[f], errorValues[f])`. */
    errorValues: shownValues,
    /** Every rule's message now, shown or not. */
    allErrors: checked.errors,
    /** The checked output, or null while a rule fails. */
    output: checked.output,
    touched,
    touch,
    baseline,
    dirty: dirtyFields.length > 0,
    dirtyFields,
    submitted,
    /** A submit was refused by the rules and errors remain. */
    invalid: submitted && checked.output === null,
    submitting,
    /** The last save was answered 409: someone saved meanwhile; what was typed is kept. */
    stale,
    /** The message key of the last failed save, or null. */
    formError,
    submit,
    reset,
    setIssues,
    setFormError,
    idOf: fieldId,
  };
}

/** What {@link useForm} answers. */
export type FormState<
  V extends object,
  O = V,
  F extends string = Extract<keyof V, string>,
> = ReturnType<typeof useForm<V, O, F>>;
