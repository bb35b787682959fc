import { useLingui } from '@lingui/react';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import type { EventInstructorRef } from '../../../shared/model/event-record';
import { cn } from '../../../shared/ui/cn';
import { focusRing } from '../../../shared/ui/focus-ring';
import { Label } from '../../../shared/ui/label';

/** Props of {@link InstructorPicker}. */
export interface InstructorPickerProps {
  /** The input's id: a refused save focuses the field by it. */
  id: string;
  label: ReactNode;
  /** Everyone who may be chosen (the base data's instructors). */
  options: readonly EventInstructorRef[];
  /** The chosen instructors, in the order chosen. */
  value: readonly EventInstructorRef[];
  onChange: (value: EventInstructorRef[]) => void;
  error?: string | null;
  disabled?: boolean;
  /** Beside the input: the "New instructor" button. */
  action?: ReactNode;
  /**
   * The picker's own texts when it chooses something else (the booking dialog's children and
   * services); the instructors' by default.
   */
  texts?: PickerTexts;
  /** The typed text, for options searched on the server (the list then shows what comes back). */
  onTextChange?: (text: string) => void;
}

/** The texts of a picker of other things than instructors. */
export interface PickerTexts {
  chosen: string;
  remove: (name: string) => string;
  placeholder: string;
  list: string;
}

const MAX_SHOWN = 50;

/**
 * Several instructors chosen by typing (spec 002 §2.1 "instructors (multi autocomplete)"): the
 * chosen ones as chips with a remove button each, then a combobox (WAI-ARIA 1.2 "list
 * autocomplete") whose popup lists the instructors whose name holds the typed text. Up and
 * Down move through it, Enter picks, Escape closes it (and only it), Backspace on an empty
 * input removes the last chip.
 */
export function InstructorPicker({
  id,
  label,
  options,
  value,
  onChange,
  error,
  disabled,
  action,
  texts: given,
  onTextChange,
}: InstructorPickerProps) {
  const { i18n } = useLingui();
  const texts: PickerTexts = given ?? {
    chosen: i18n._('events.instructorsChosen'),
    remove: (name) => i18n._('events.removeInstructor', { name }),
    placeholder: i18n._('events.instructorsPlaceholder'),
    list: i18n._('events.instructors'),
  };
  const base = useId();
  const listId = `${base}-list`;
  const errorId = `${base}-error`;
  const chipsId = `${base}-chips`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  const chosen = new Set(value.map((item) => item.id));
  const needle = text.trim().toLocaleLowerCase();
  const matches = options
    .filter((item) => !chosen.has(item.id) && item.name.toLocaleLowerCase().includes(needle))
    .slice(0, MAX_SHOWN);
  const shown = open && matches.length > 0;
  const activeIndex = Math.min(active, matches.length - 1);

  const pick = (item: EventInstructorRef) => {
    onChange([...value, item]);
    setText('');
    onTextChange?.('');
    setActive(0);
  };
  const remove = (item: EventInstructorRef) =>
    onChange(value.filter((other) => other.id !== item.id));

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + matches.length) % Math.max(matches.length, 1));
    } else if (event.key === 'Enter' && shown) {
      event.preventDefault();
      const item = matches[activeIndex];
      if (item) pick(item);
    } else if (event.key === 'Escape' && open) {
      setOpen(false);
    } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
      remove(value[value.length - 1]!);
    }
  }

  const describedBy = [value.length > 0 ? chipsId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div className="min-w-0">
      <Label htmlFor={id}>{label}</Label>
      {value.length > 0 ? (
        <ul id={chipsId} className="mt-1.5 flex flex-wrap gap-2" aria-label={texts.chosen}>
          {value.map((item) => (
            <li
              key={item.id}
              className="inline-flex items-center gap-1 rounded-full bg-gray-100 py-1 pl-3 pr-1 text-sm text-gray-900"
            >
              {item.name}
              {disabled ? null : (
                <button
                  type="button"
                  className={cn('rounded-full p-1 text-gray-700 hover:bg-gray-200', focusRing)}
                  aria-label={texts.remove(item.name)}
                  onClick={() => remove(item)}
                >
                  <X aria-hidden="true" className="size-3.5" />
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-1.5 flex gap-2">
        <div className="relative min-w-0 flex-1">
          <input
            id={id}
            type="text"
            role="combobox"
            autoComplete="off"
            disabled={disabled}
            aria-expanded={shown}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={shown ? `${listId}-${activeIndex}` : undefined}
            aria-describedby={describedBy || undefined}
            aria-invalid={error ? true : undefined}
            placeholder={texts.placeholder}
            className={cn(
              'block h-10 w-full rounded-lg border border-gray-300 bg-white px-3 text-sm text-gray-900',
              'placeholder:text-gray-500 shadow-sm outline-none',
              'focus:border-primary focus:ring-2 focus:ring-primary/30',
              'aria-[invalid=true]:border-red-600 disabled:bg-gray-100 disabled:text-gray-500',
            )}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              onTextChange?.(event.currentTarget.value);
              setActive(0);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onClick={() => setOpen(true)}
            onKeyDown={onKeyDown}
          />
          <ul
            id={listId}
            role="listbox"
            aria-label={texts.list}
            hidden={!shown}
            className="absolute inset-x-0 top-full z-10 mt-1 max-h-60 overflow-y-auto rounded-lg border border-gray-200 bg-white py-1 shadow-lg"
          >
            {matches.map((item, index) => (
              <li
                key={item.id}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === activeIndex}
                className={cn(
                  'cursor-pointer px-3 py-2 text-sm text-gray-900',
                  index === activeIndex && 'bg-primary/10',
                )}
                // Keeps the focus in the input, so the pick does not close the popup first.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(item)}
                onMouseMove={() => setActive(index)}
              >
                {item.name}
              </li>
            ))}
          </ul>
        </div>
        {action}
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
