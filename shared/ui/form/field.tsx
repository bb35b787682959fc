import { createContext, useCallback, useContext, useId, useLayoutEffect, useState } from 'react';
import type { ComponentProps } from 'react';
import { cn } from '../cn';
import { Label } from '../label';

interface FieldContextValue {
  id: string;
  error: string | null;
  /** Ids of the hint, error and status lines now rendered, for `aria-describedby`. */
  describedBy: string | undefined;
  describe: (id: string) => () => void;
}

const FieldContext = createContext<FieldContextValue | null>(null);

/** Props of {@link Field}: a wrapper `div` plus the control's id and its error. */
export type FieldProps = ComponentProps<'div'> & {
  /** The control's id (default: generated); a form focuses its first wrong field by it. */
  id?: string;
  /** An already translated error; marks the control `aria-invalid`. */
  error?: string | null;
};

/**
 * One field built from parts (shadcn's `ui/field.tsx`): a label, the control, a hint, an
 * error and a counter. The parts share the control's id, and every hint, error or status line
 * rendered inside is tied to the control with `aria-describedby`; `Input` and `Select` pick
 * the wiring up by themselves, any other control reads it with {@link useFieldControl}.
 *
 * ```tsx
 * <Field id={form.idOf('name')} error={error}>
 *   <FieldLabel>Name</FieldLabel>
 *   <Input value={name} onChange={…} />
 *   <FieldFooter><FieldError /><FieldCounter length={name.length} max={MAX_TEXT} /></FieldFooter>
 * </Field>
 * ```
 */
export function Field({ id, error = null, children, ...props }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const [described, setDescribed] = useState<readonly string[]>([]);
  const describe = useCallback((partId: string) => {
    setDescribed((current) => (current.includes(partId) ? current : [...current, partId]));
    return () => setDescribed((current) => current.filter((other) => other !== partId));
  }, []);
  const describedBy = described.length > 0 ? described.join(' ') : undefined;
  return (
    <FieldContext.Provider value={{ id: controlId, error, describedBy, describe }}>
      <div {...props}>{children}</div>
    </FieldContext.Provider>
  );
}

/**
 * The id, `aria-invalid` and `aria-describedby` of the {@link Field} around, for its control;
 * empty outside a field, so a control works alone too.
 */
export function useFieldControl() {
  const field = useContext(FieldContext);
  if (!field) return {};
  return {
    id: field.id,
    'aria-invalid': field.error ? true : undefined,
    'aria-describedby': field.describedBy,
  } as const;
}

/** Registers a part's id with the field's `aria-describedby` while it is rendered. */
export function useDescribes(partId: string, shown: boolean) {
  const field = useContext(FieldContext);
  const describe = field?.describe;
  useLayoutEffect(
    () => (shown && describe ? describe(partId) : undefined),
    [describe, partId, shown],
  );
}

/** The id of a part of the field around, e.g. `${id}-hint`. */
export function usePartId(part: string, id?: string) {
  const field = useContext(FieldContext);
  return id ?? `${field?.id ?? 'field'}-${part}`;
}

/** The field's label, tied to its control. */
export function FieldLabel(props: ComponentProps<'label'>) {
  const field = useContext(FieldContext);
  return <Label htmlFor={field?.id} {...props} />;
}

/** The field's error (or `children`), read out with the control; nothing when there is none. */
export function FieldError({ id, className, children, ...props }: ComponentProps<'p'>) {
  const field = useContext(FieldContext);
  const partId = usePartId('error', id);
  const message = children ?? field?.error;
  useDescribes(partId, Boolean(message));
  if (!message) return null;
  return (
    <p id={partId} className={cn('text-sm text-red-700', className)} {...props}>
      {message}
    </p>
  );
}
