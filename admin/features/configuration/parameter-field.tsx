import { useLingui } from '@lingui/react';
import {
  CONFIGURATION_PARAMETERS,
  type ConfigurationKey,
  type ParameterSpec,
} from '../../../shared/model/config';
import { MAX_TEXT } from '../../../shared/model/limits';
import { Field, FieldError, FieldLabel } from '../../../shared/ui/form/field';
import { FieldFooter, FieldHint } from '../../../shared/ui/form/field-lines';
import { Checkbox } from '../../../shared/ui/checkbox';
import { Input } from '../../../shared/ui/input';
import { Select } from '../../../shared/ui/select';
import { optionLabel, parameterHelp, parameterLabel } from './configuration-labels';

/** Props of {@link ParameterField}. */
export interface ParameterFieldProps {
  parameterKey: ConfigurationKey;
  id: string;
  value: string;
  /** An already translated error. */
  error: string | null;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** A `secret`: the stored one's state, and whether the save is to remove it. */
  secret?: SecretState;
}

/** What the screen knows of a write-only parameter: never its value. */
export interface SecretState {
  isSet: boolean;
  removing: boolean;
  onRemovingChange: (removing: boolean) => void;
}

const INPUT_TYPES = {
  text: 'text',
  email: 'email',
  webAddress: 'url',
  issuerAddress: 'url',
  secret: 'password',
  integer: 'text',
  decimal: 'text',
} as const;

/**
 * One configuration parameter as its {@link CONFIGURATION_PARAMETERS} entry says: a choice or a
 * switch as a select, everything else as a text input; the help text (and a number's range)
 * under it, tied to it for screen readers. A secret is a password field that starts empty
 * (empty keeps the stored one), says whether one is set and offers to remove it.
 */
export function ParameterField({
  parameterKey,
  id,
  value,
  error,
  onChange,
  onBlur,
  secret,
}: ParameterFieldProps) {
  const { i18n } = useLingui();
  const spec: ParameterSpec = CONFIGURATION_PARAMETERS[parameterKey];
  const options = spec.type === 'switch' ? ['true', 'false'] : spec.options;
  const range =
    spec.min !== undefined && spec.max !== undefined
      ? ` ${i18n._('admin.range', { min: spec.min, max: spec.max })}`
      : '';
  return (
    <div>
      <Field id={id} error={error}>
        <FieldLabel>{i18n._(parameterLabel(parameterKey))}</FieldLabel>
        {options ? (
          <Select
            className="mt-1.5"
            value={value}
            onChange={(event) => onChange(event.currentTarget.value)}
            onBlur={onBlur}
          >
            {options.map((option) => (
              <option key={option} value={option}>
                {optionLabel(i18n, parameterKey, option)}
              </option>
            ))}
          </Select>
        ) : (
          <Input
            className="mt-1.5"
            type={INPUT_TYPES[spec.type as keyof typeof INPUT_TYPES]}
            inputMode={
              spec.type === 'integer' ? 'numeric' : spec.type === 'decimal' ? 'decimal' : undefined
            }
            autoComplete={secret ? 'new-password' : 'off'}
            disabled={secret?.removing}
            placeholder={secret?.isSet ? i18n._('admin.secret.keep') : undefined}
            maxLength={MAX_TEXT + 1}
            required={spec.required}
            value={value}
            onChange={(event) => onChange(event.currentTarget.value)}
            onBlur={onBlur}
          />
        )}
        <FieldFooter>
          <div className="min-w-0">
            <FieldError />
            <FieldHint>
              {secret
                ? `${i18n._(secret.isSet ? 'admin.secret.set' : 'admin.secret.notSet')} `
                : null}
              {i18n._(parameterHelp(parameterKey))}
              {range}
            </FieldHint>
          </div>
        </FieldFooter>
      </Field>
      {secret?.isSet ? (
        <Checkbox
          className="mt-2"
          label={i18n._('admin.secret.remove')}
          checked={secret.removing}
          onChange={(event) => secret.onRemovingChange(event.currentTarget.checked)}
        />
      ) : null}
    </div>
  );
}
