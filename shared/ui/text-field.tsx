import { useId } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn';
import { Input } from './input';
import { Label } from './label';

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
 * A labelled input whose error and hint are tied to it for screen readers
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
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const length = value?.length ?? 0;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <Label htmlFor={inputId}>{label}</Label>
      <Input
        id={inputId}
        className="mt-1.5"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...props}
      />
      {error || hint || counter !== undefined ? (
        <div className="mt-1.5 flex items-start justify-between gap-3 text-sm">
          <div className="min-w-0">
            {error ? (
              <p id={errorId} className="text-red-700">
                {error}
              </p>
            ) : null}
            {hint ? (
              <p id={hintId} className="text-gray-600">
                {hint}
              </p>
            ) : null}
          </div>
          {counter !== undefined ? (
            // The error says when text is too long; a count read after every key would be noise.
            <span
              aria-hidden="true"
              className={cn(
                'shrink-0 tabular-nums text-gray-600',
                length > counter && 'font-semibold text-red-700',
              )}
            >
              {length} / {counter}
            </span>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
