import { useId } from 'react';
import type { ReactNode } from 'react';
import { cn } from '../../../shared/ui/cn';

/** One choice of a {@link MultiSelect}. */
export interface MultiSelectOption {
  value: string;
  label: string;
}

/** Props of {@link MultiSelect}. */
export interface MultiSelectProps {
  /** The id of the first checkbox: a refused save focuses the field by it. */
  id: string;
  label: ReactNode;
  options: readonly MultiSelectOption[];
  /** The chosen values, in any order; the group keeps the options' order. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** An already translated error. */
  error?: string | null;
  required?: boolean;
  disabled?: boolean;
  /** Columns on wider screens (default 3). */
  columns?: 1 | 2 | 3 | 4;
  className?: string;
}

const GRID = { 1: '', 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-3', 4: 'sm:grid-cols-4' } as const;

/**
 * A choice of several values as a group of native checkboxes in a `fieldset` (its legend the
 * label, the error tied to the group): every option visible, Tab and Space work without a
 * script, and screen readers say "checkbox, checked, 2 of 5" on their own. For short lists
 * (event types, grades, roles); a long list to search in wants a combobox instead.
 */
export function MultiSelect({
  id,
  label,
  options,
  value,
  onChange,
  error,
  required,
  disabled,
  columns = 3,
  className,
}: MultiSelectProps) {
  const base = useId();
  const errorId = `${base}-error`;
  const chosen = new Set(value);
  const toggle = (option: string, on: boolean) =>
    onChange(options.map((o) => o.value).filter((v) => (v === option ? on : chosen.has(v))));
  return (
    <fieldset
      className={cn('min-w-0', className)}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      disabled={disabled}
    >
      <legend className="text-sm font-medium text-gray-800">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      <div className={cn('mt-1.5 grid grid-cols-1 gap-x-4 gap-y-1.5', GRID[columns])}>
        {options.map((option, index) => {
          const inputId = index === 0 ? id : `${id}-${index}`;
          return (
            <div key={option.value} className="flex items-center gap-2">
              <input
                id={inputId}
                type="checkbox"
                className={cn(
                  'size-4 shrink-0 rounded border-gray-400 accent-primary',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
                )}
                checked={chosen.has(option.value)}
                onChange={(event) => toggle(option.value, event.currentTarget.checked)}
              />
              <label htmlFor={inputId} className="text-sm text-gray-800">
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
