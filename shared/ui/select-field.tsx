import type { ComponentProps, ReactNode } from 'react';
import { Field, FieldError, FieldLabel } from './form/field';
import { Select } from './select';

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
 * A labelled native select built from the `Field` parts: the platform's own picker on phones,
 * type-ahead and keyboard use everywhere, no script needed.
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
  return (
    <Field id={id} error={error} className={className}>
      <FieldLabel>{label}</FieldLabel>
      <Select className="mt-1.5" {...props}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      <FieldError className="mt-1.5" />
    </Field>
  );
}
