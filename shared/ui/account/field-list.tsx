import { useLingui } from '@lingui/react';
import type { HTMLInputAutoCompleteAttribute } from 'react';
import type { FieldErrors } from '../form/issues';
import { TextField } from '../text-field';
import type { MessageId } from '../../model/message-ids';

/** One text field of an account form: its name, label id, input type and autocomplete hint. */
export interface FieldSpec<F extends string> {
  field: F;
  labelKey: MessageId;
  type: 'text' | 'email' | 'password';
  autoComplete: HTMLInputAutoCompleteAttribute;
}

/** Props of {@link FieldList}. */
export interface FieldListProps<F extends string> {
  fields: readonly FieldSpec<F>[];
  values: Record<F, string>;
  errors: FieldErrors<F>;
  onChange: (field: F, value: string) => void;
  /** The id of each field's input (the form focuses its first wrong field by it). */
  idOf?: (field: F) => string;
}

/** The required text fields of an account form, each with its translated error. */
export function FieldList<F extends string>({
  fields,
  values,
  errors,
  onChange,
  idOf,
}: FieldListProps<F>) {
  const { i18n } = useLingui();
  return fields.map(({ field, labelKey, type, autoComplete }) => {
    const error = errors[field];
    return (
      <TextField
        key={field}
        id={idOf?.(field)}
        label={i18n._(labelKey)}
        name={field}
        type={type}
        inputMode={type === 'email' ? 'email' : undefined}
        autoComplete={autoComplete}
        required
        value={values[field]}
        onChange={(event) => onChange(field, event.target.value)}
        error={error ? i18n._(error) : null}
      />
    );
  });
}
