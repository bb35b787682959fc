import type { ReactNode } from 'react';
import { Field, FieldError, FieldLabel } from '../../../shared/ui/form/field';

/**
 * LOCAL STAND-IN until admin/ui/rich-text lands (event-tabs): a plain textarea with the props
 * of `RichTextField`. Not to be landed as the editor.
 */
export function DescriptionField({
  id,
  label,
  value,
  onChange,
  onBlur,
  error,
  disabled,
}: {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  error?: string | null;
  disabled?: boolean;
}) {
  return (
    <Field id={id} error={error}>
      <FieldLabel>{label}</FieldLabel>
      <textarea
        id={id}
        className="mt-1.5 block min-h-32 w-full rounded-lg border border-gray-300 p-3 text-sm"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={onBlur}
      />
      <FieldError className="mt-1.5" />
    </Field>
  );
}
