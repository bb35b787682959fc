import { useId } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn';
import { Label } from './label';

/** One choice of a {@link SelectField}. */
export interface SelectOption {
  value: string;
  label: string;
}

/** Props of {@link SelectField}: a native select with its label, choices and error. */
export type SelectFieldProps = Omit<ComponentProps<'select'>, 'children'> & {
  label: ReactNode;
  options: readonly SelectOption[];
  /** Shown first with the value '' (for "nothing chosen yet"). */
  placeholder?: string;
  /** An already translated error. */
  error?: string | null;
};

/**
 * A labelled native select: the platform's own picker on phones, type-ahead and keyboard use
 * everywhere, no script needed.
 */
export function SelectField({
  label,
  options,
  placeholder,
  error,
  id,
  className,
  ...props
}: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const errorId = `${selectId}-error`;
  return (
    <div className={className}>
      <Label htmlFor={selectId}>{label}</Label>
      <select
        id={selectId}
        className={cn(
          'mt-1.5 block h-10 w-full rounded-lg border border-gray-300 bg-white px-3 text-sm text-gray-900',
          'shadow-sm outline-none focus:border-primary focus:ring-2 focus:ring-primary/30',
          'aria-[invalid=true]:border-red-600 disabled:bg-gray-100 disabled:text-gray-500',
        )}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...props}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
