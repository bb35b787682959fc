import { useLingui } from '@lingui/react';
import { Trash2 } from 'lucide-react';
import { MAX_TEXT } from '../rules/text';
import type { AddressRow } from './address-rows';
import { Button } from './button';
import { cn } from './cn';
import { CountrySelect } from './country-select';
import { TextField } from './text-field';

/** Props of {@link AddressRowFieldset}. */
export interface AddressRowFieldsetProps {
  row: AddressRow;
  /** The row's position, from 0; legends and accessible names count from 1. */
  index: number;
  /** The base of the row's element ids. */
  id: string;
  onRowChange: (row: AddressRow) => void;
  /** Without it the row has no delete button (the list's last row). */
  onRemove?: () => void;
  /** An already translated message about the whole row. */
  error?: string;
  /** Whether the legend shows; hidden it still names the group for screen readers. */
  showLegend?: boolean;
}

type TextKey = 'street' | 'zip' | 'city';

/** Browser autofill tokens of the first row; later rows say 'off', so autofill leaves them alone. */
const AUTOCOMPLETE = {
  street: 'address-line1',
  zip: 'postal-code',
  city: 'address-level2',
  country: 'country',
} as const;

/**
 * One address of the address list: street, zip and city (each with the 255 counter) and the
 * country, grouped as a fieldset named "Address n". The row's message shows under it and
 * describes the group; with a message, the fields that are blank or too long are marked
 * invalid and described by it too, so a screen reader names the problem on the field itself.
 */
export function AddressRowFieldset({
  row,
  index,
  id,
  onRowChange,
  onRemove,
  error,
  showLegend = true,
}: AddressRowFieldsetProps) {
  const { i18n } = useLingui();
  const number = index + 1;
  const errorId = `${id}-error`;
  const autoComplete = (field: keyof typeof AUTOCOMPLETE) =>
    index === 0 ? AUTOCOMPLETE[field] : 'off';
  const invalid = (value: string | null | undefined) =>
    error && (!value?.trim() || value.trim().length > MAX_TEXT)
      ? { 'aria-invalid': true, 'aria-describedby': errorId }
      : {};
  const textField = (key: TextKey, label: string, className: string) => (
    <TextField
      id={`${id}-${key}`}
      label={label}
      value={row[key]}
      onChange={(event) => onRowChange({ ...row, [key]: event.target.value })}
      counter={MAX_TEXT}
      autoComplete={autoComplete(key)}
      className={cn('min-w-0', className)}
      {...(key === 'street' ? { 'data-address-street': index } : {})}
      {...invalid(row[key])}
    />
  );

  return (
    <fieldset
      className="relative min-w-0 rounded-lg border border-gray-200 p-4"
      aria-describedby={error ? errorId : undefined}
    >
      {/* Floated, the legend lays out as a plain block instead of sitting on the border. */}
      <legend
        className={
          showLegend
            ? 'float-left mb-3 w-full pr-12 text-sm font-semibold text-gray-900'
            : 'sr-only'
        }
      >
        {i18n._('addressList.rowLegend', { number })}
      </legend>
      {onRemove ? (
        <Button
          variant="ghost"
          className="absolute top-2 right-2 size-10 px-0"
          aria-label={i18n._('addressList.remove', { number })}
          title={i18n._('addressList.remove', { number })}
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" className="size-5" />
        </Button>
      ) : null}
      <div className="clear-left grid grid-cols-5 gap-x-3 gap-y-4">
        {textField('street', i18n._('addressList.street'), 'col-span-5')}
        {textField('zip', i18n._('addressList.zip'), 'col-span-2')}
        {textField('city', i18n._('addressList.city'), 'col-span-3')}
        <CountrySelect
          id={`${id}-country`}
          label={i18n._('addressList.country')}
          value={row.country}
          onChange={(event) => onRowChange({ ...row, country: event.target.value })}
          autoComplete={autoComplete('country')}
          className="col-span-5 min-w-0"
          {...invalid(row.country)}
        />
      </div>
      {error ? (
        <p id={errorId} className="mt-3 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
