import type { ComponentProps, ReactNode } from 'react';
import { Field, FieldError, FieldLabel } from './form/field';
import { FieldCounter, FieldFooter, FieldHint } from './form/field-lines';
import { Input } from './input';

/** Props of {@link TextField}: an input plus its label, an error key and an optional counter. */
export type TextFieldProps = Omit<ComponentProps<'input'>, 'value'> & {
  label: ReactNode;
  value?: string;
  /** An already translated error. */
  error?: string | null;
  /** Shows "length / counter" under the field (spec 000 §5: 255 for text fields). */
  counter?: number;
  /** A hint under the field, tied to it for screen readers. */
  hint?: ReactNode;
};

/**
 * A labelled input built from the `Field` parts: error and hint tied to it for screen readers
 * (`aria-describedby`). With `counter`, the number of characters typed shows under it and
 * turns red past the limit; the input itself does not cut text off, so the rule's message says
 * why a pasted text is too long.
 */
export function TextField({
  label,
  error,
  counter,
  hint,
  id,
  className,
  value,
  ...props
}: TextFieldProps) {
  return (
    <Field id={id} error={error} className={className}>
      <FieldLabel>{label}</FieldLabel>
      <Input className="mt-1.5" value={value} {...props} />
      {error || hint || counter !== undefined ? (
        <FieldFooter>
          <div className="min-w-0">
            <FieldError />
            {hint ? <FieldHint>{hint}</FieldHint> : null}
          </div>
          {counter !== undefined ? (
            <FieldCounter length={value?.length ?? 0} max={counter} />
          ) : null}
        </FieldFooter>
      ) : null}
    </Field>
  );
}
