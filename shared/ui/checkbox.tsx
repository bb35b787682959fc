import { useId } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn';

/** Props of {@link Checkbox}: a native checkbox with its label and an optional error. */
export type CheckboxProps = Omit<ComponentProps<'input'>, 'type'> & {
  label: ReactNode;
  /** An already translated error. */
  error?: string | null;
};

/** A native checkbox beside its label; the whole label toggles it. */
export function Checkbox({ label, error, id, className, ...props }: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={inputId}
          type="checkbox"
          className={cn(
            'mt-0.5 size-5 shrink-0 rounded border-gray-400 accent-primary',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
          )}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...props}
        />
        <label htmlFor={inputId} className="text-sm text-gray-800">
          {label}
        </label>
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
