import { useLingui } from '@lingui/react';
import { CalendarDays } from 'lucide-react';
import { useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { isRealDate } from '../rules/birthday';
import { DATE_PICKER_MIN, defaultDatePickerMax } from '../rules/date-picker';
import { Button, buttonClass } from './button';
import { Calendar } from './calendar';
import { schoolToday } from './calendar-dates';
import { formatLongDate } from './calendar-labels';
import { SimpleDialog } from './dialog/dialog';
import { Field, FieldError, FieldLabel } from './form/field';
import { FieldHint, FieldStatus } from './form/field-lines';
import { Input } from './input';
import { useTypedDate } from './use-typed-date';

/** Props of {@link DatePicker}. */
export type DatePickerProps = {
  label: ReactNode;
  /** The chosen day as yyyy-MM-dd, or ''. */
  value: string;
  /** Gets a valid day or '' (cleared); never a half-typed text. */
  onValueChange: (value: string) => void;
  /** Earliest day, inclusive (default 1950-01-01). */
  min?: string;
  /** Latest day, inclusive (default today plus three years). */
  max?: string;
  /** Days within [min, max] this refuses can neither be typed nor picked. */
  isAllowed?: (date: string) => boolean;
  /** An already translated error. */
  error?: string | null;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  name?: string;
  className?: string;
  /** Today as yyyy-MM-dd (default: the local date); for tests and fixed clocks. */
  today?: string;
};

/**
 * A date field (spec 000 §2, §5, §9): the user types yyyy-MM-dd, or opens a calendar dialog from
 * the button beside the field. A typed date is checked on blur and on Enter; one that is no
 * real day, lies outside [min, max] or is refused by `isAllowed` clears the field, and a polite
 * status line says why. Enter on an edited text only confirms it; the next Enter submits the form.
 */
export function DatePicker({
  label,
  value,
  onValueChange,
  min = DATE_PICKER_MIN,
  max,
  isAllowed,
  error,
  required,
  disabled,
  id,
  name,
  className,
  today = schoolToday(),
}: DatePickerProps) {
  const { i18n } = useLingui();
  const locale = i18n.locale || 'en';
  const upper = max ?? defaultDatePickerMax(today);
  const typed = useTypedDate({ value, onValueChange, min, max: upper, isAllowed });
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const pick = (date: string) => {
    typed.accept(date);
    setOpen(false);
  };

  return (
    <Field id={id} error={error} className={className}>
      <FieldLabel>{label}</FieldLabel>
      <div className="mt-1.5 flex gap-2">
        {/* No inputMode="numeric": the digit pads of phones lack the "-" of yyyy-MM-dd. */}
        <Input
          name={name}
          value={typed.draft}
          placeholder={i18n._('datePicker.placeholder')}
          autoComplete="off"
          spellCheck={false}
          required={required}
          disabled={disabled}
          onChange={(event) => typed.change(event.target.value)}
          onBlur={typed.commit}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || !typed.isEdited) return;
            // The parent gets the date first; a form submitted in the same keystroke would not.
            event.preventDefault();
            typed.commit();
          }}
          className="min-w-0 flex-1"
        />
        <button
          ref={buttonRef}
          type="button"
          disabled={disabled}
          aria-haspopup="dialog"
          aria-label={
            isRealDate(value)
              ? i18n._('datePicker.chooseDateSelected', { date: formatLongDate(value, locale) })
              : i18n._('datePicker.chooseDate')
          }
          onClick={() => setOpen(true)}
          className={buttonClass({ variant: 'secondary', className: 'shrink-0 px-3' })}
        >
          <CalendarDays aria-hidden="true" className="size-5" />
        </button>
      </div>
      <FieldError className="mt-1.5" />
      <FieldHint className="mt-1.5">{i18n._('datePicker.hint', { example: today })}</FieldHint>
      <FieldStatus>{typed.status}</FieldStatus>
      <SimpleDialog
        open={open}
        onOpenChange={setOpen}
        title={label}
        description={i18n._('datePicker.keyboardHelp')}
        className="max-w-sm"
        onOpenAutoFocus={(event) => {
          // APG: focus starts on the chosen day (or today), not on the first button.
          event.preventDefault();
          const content = event.currentTarget as HTMLElement | null;
          content?.querySelector<HTMLElement>('[role="grid"] [tabindex="0"]')?.focus();
        }}
        onCloseAutoFocus={(event) => {
          // The Dialog is controlled and has no Radix trigger, so focus is returned by hand.
          event.preventDefault();
          buttonRef.current?.focus();
        }}
      >
        <Calendar
          value={value}
          min={min}
          max={upper}
          today={today}
          isAllowed={isAllowed}
          onPick={pick}
        />
        <div className="mt-4 flex justify-end">
          <Button variant="ghost" onClick={() => setOpen(false)}>
            {i18n._('datePicker.cancel')}
          </Button>
        </div>
      </SimpleDialog>
    </Field>
  );
}
