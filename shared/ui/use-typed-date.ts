import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { acceptTypedDate } from '../rules/date-picker';
import { formatLongDate } from './calendar-labels';

/** Options of {@link useTypedDate}. */
export type UseTypedDateOptions = {
  /** The parent's date (yyyy-MM-dd) or ''. */
  value: string;
  onValueChange: (value: string) => void;
  min: string;
  max: string;
  isAllowed?: (date: string) => boolean;
};

/**
 * The text a user types into a date field. It stays a local draft while typing, so the parent
 * never sees half a date; `commit` (on blur and Enter) hands over a valid date, or clears the
 * field and explains why in `status` for a polite live region (spec 000 §5: a refused value is
 * cleared). A new `value` from outside replaces the draft.
 */
export function useTypedDate({ value, onValueChange, min, max, isAllowed }: UseTypedDateOptions) {
  const { i18n } = useLingui();
  const [draft, setDraft] = useState(value);
  const [status, setStatus] = useState('');
  // React's "adjust state when a prop changes" pattern: no effect, no render with a stale draft.
  const [syncedValue, setSyncedValue] = useState(value);
  if (value !== syncedValue) {
    setSyncedValue(value);
    setDraft(value);
  }

  /** The user typed; an old refusal message no longer applies. */
  const change = (text: string) => {
    setDraft(text);
    setStatus('');
  };

  /** Takes a valid date (or '') from the calendar or the text. */
  const accept = (date: string) => {
    setDraft(date);
    setStatus('');
    if (date !== value) onValueChange(date);
  };

  /** Checks the draft; only an edited draft counts, so tabbing past a given value keeps it. */
  const commit = () => {
    const typed = draft.trim();
    if (draft === value) return;
    if (typed === '') return accept('');
    const date = acceptTypedDate(typed, { min, max, isAllowed });
    if (date !== null) return accept(date);
    const locale = i18n.locale || 'en';
    const inRange = acceptTypedDate(typed, { min, max });
    setStatus(
      inRange === null
        ? i18n._('datePicker.rejected', {
            typed,
            min: formatLongDate(min, locale),
            max: formatLongDate(max, locale),
          })
        : i18n._('datePicker.notAllowed', { date: formatLongDate(inRange, locale) }),
    );
    setDraft('');
    if (value !== '') onValueChange('');
  };

  return { draft, status, change, accept, commit, isEdited: draft !== value };
}
