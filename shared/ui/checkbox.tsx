import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn';
import { Field, FieldError, FieldLabel, useFieldControl } from './form/field';

/** Props of {@link Checkbox}: a native checkbox with its label and an optional error. */
export type CheckboxProps = Omit<ComponentProps<'input'>, 'type'> & {
  label: ReactNode;
  /** An already translated error. */
  error?: string | null;
};

/** A native checkbox beside its label, built from the `Field` parts; the label toggles it. */
export function Checkbox({ label, error, id, className, ...props }: CheckboxProps) {
  return (
    <Field id={id} error={error} className={className}>
      <div className="flex items-start gap-3">
        <CheckboxInput {...props} />
        <FieldLabel className="text-sm font-normal text-gray-800">{label}</FieldLabel>
      </div>
      <FieldError className="mt-1.5" />
    </Field>
  );
}

function CheckboxInput(props: Omit<ComponentProps<'input'>, 'type'>) {
  const control = useFieldControl();
  return (
    <input
      {...control}
      type="checkbox"
      className={cn(
        'mt-0.5 size-5 shrink-0 rounded border-gray-400 accent-primary',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
      )}
      {...props}
    />
  );
}
