import { useId } from 'react';
import type { ComponentProps } from 'react';
import { Input } from './input';
import { Label } from './label';

/** Props of {@link TextField}: an input plus its label and an already translated error. */
export type TextFieldProps = ComponentProps<'input'> & {
  label: string;
  error?: string | null;
};

/** A labelled input whose error is tied to it for screen readers (`aria-describedby`). */
export function TextField({ label, error, id, className, ...props }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className={className}>
      <Label htmlFor={inputId}>{label}</Label>
      <Input
        id={inputId}
        className="mt-1.5"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...props}
      />
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
