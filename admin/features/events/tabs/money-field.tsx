import { useLingui } from '@lingui/react';
import { TextField } from '../../../../shared/ui/text-field';

/** A plain number as stored ("12.5"): shown with the locale's decimal separator. */
const STORED_NUMBER = /^\d+(\.\d+)?$/;

/**
 * The typed text as the locale writes it: a loaded "12.5" shows as "12,5" in German, while
 * what a person typed stays as typed (`typedNumber` reads either separator). The value itself
 * is not rewritten, so showing a record never makes the dialog dirty.
 */
export function localizedNumber(text: string, locale: string): string {
  if (!STORED_NUMBER.test(text)) return text;
  const separator = new Intl.NumberFormat(locale).format(1.5).charAt(1);
  return text.replace('.', separator);
}

/** Props of {@link MoneyField}. */
export interface MoneyFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  onBlur: () => void;
  error: string | null;
  disabled: boolean;
  required?: boolean;
  /** What the amount is in: '€' (default) or '%'. */
  unit?: string;
}

/** An amount field of the price tab: decimal keyboard, the unit beside the label. */
export function MoneyField({ unit = '€', label, value, onChange, ...props }: MoneyFieldProps) {
  const { i18n } = useLingui();
  return (
    <TextField
      {...props}
      label={`${label} (${unit})`}
      value={localizedNumber(value, i18n.locale)}
      onChange={(event) => onChange(event.currentTarget.value)}
      inputMode="decimal"
      autoComplete="off"
    />
  );
}
