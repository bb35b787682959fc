import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { TextField } from '../../../../shared/ui/text-field';
import { typedNumber } from '../event-values';

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

/**
 * An amount as a field shows it when not being typed in: two decimals at least, in the
 * locale's form ("27,50" in German), never fewer than stored ("0,125" stays). Text that is no
 * number stays as typed, so the rule's message matches what is seen.
 */
export function formattedAmount(text: string, locale: string): string {
  const amount = typedNumber(text);
  if (amount === null || !Number.isFinite(amount)) return localizedNumber(text, locale);
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 20,
    useGrouping: false,
  }).format(amount);
}

/**
 * What an amount field holds once left: the stored text when the typed one is the same number
 * ("27,50" over a stored "27.5"), so retyping an amount does not make the dialog dirty;
 * otherwise what was typed.
 */
export function settledAmount(text: string, stored: string | undefined): string {
  if (stored === undefined || text === stored) return text;
  const amount = typedNumber(text);
  return amount !== null && Number.isFinite(amount) && amount === typedNumber(stored)
    ? stored
    : text;
}

/** Props of {@link MoneyField}. */
export interface MoneyFieldProps {
  id: string;
  label: string;
  value: string;
  /** The loaded record's text of this amount: a retyped same number goes back to it. */
  stored?: string;
  onChange: (text: string) => void;
  onBlur: () => void;
  error: string | null;
  disabled: boolean;
  required?: boolean;
  /** What the amount is in: '€' (default) or '%'. */
  unit?: string;
}

/**
 * An amount field of the price tab: decimal keyboard, the unit beside the label. While typed
 * in it shows what is typed; otherwise the amount formatted (`formattedAmount`) — the value
 * is not rewritten for that, so the form stays clean.
 */
export function MoneyField({
  unit = '€',
  label,
  value,
  stored,
  onChange,
  onBlur,
  ...props
}: MoneyFieldProps) {
  const { i18n } = useLingui();
  const [typing, setTyping] = useState(false);
  return (
    <TextField
      {...props}
      label={`${label} (${unit})`}
      value={typing ? localizedNumber(value, i18n.locale) : formattedAmount(value, i18n.locale)}
      onChange={(event) => {
        setTyping(true);
        onChange(event.currentTarget.value);
      }}
      onBlur={() => {
        setTyping(false);
        const settled = settledAmount(value, stored);
        if (settled !== value) onChange(settled);
        onBlur();
      }}
      inputMode="decimal"
      autoComplete="off"
    />
  );
}
