import { useLingui } from '@lingui/react';
import { Plus, Trash2 } from 'lucide-react';
import { WEEKDAYS, type Weekday } from '../../../shared/model/enums';
import type { EventRecurrenceRow } from '../../../shared/model/event-record';
import { CHILDMINDING_END_TIMES, typeClockTime } from '../../../shared/rules/event-times';
import { Button } from '../../../shared/ui/button';
import { weekdayName } from '../../../shared/ui/offers/format-offer';
import { SelectField } from '../../../shared/ui/select-field';
import { TextField } from '../../../shared/ui/text-field';
import type { EventForm } from './event-tab-props';
import { useEventField } from './use-event-field';

/** A new row: Monday, times still to type. */
const NEW_ROW: EventRecurrenceRow = { id: null, dayOfWeek: 'MONDAY', time: '', endTime: null };

/** Props of {@link RecurrenceList}. */
export interface RecurrenceListProps {
  form: EventForm;
  disabled: boolean;
}

/**
 * The service's weekly slots (spec 002 §2.1, §5): rows of day, start and end. Typing two digits
 * adds the colon; the end is optional for the bus and one of 16:30 or 18:15 for childminding
 * (a select then). Rows are added at the end and removed one by one, never the last one. The
 * shared rules (shared/rules/event-times.ts) judge each row; rows without a time are not saved.
 */
export function RecurrenceList({ form, disabled }: RecurrenceListProps) {
  const { i18n } = useLingui();
  const field = useEventField(form);
  const rows = form.values.recurrences;
  const area = form.values.businessArea;
  const locale = i18n.locale || 'en';

  const change = (index: number, patch: Partial<EventRecurrenceRow>) =>
    form.setValue(
      'recurrences',
      rows.map((row, at) => (at === index ? { ...row, ...patch } : row)),
    );
  const remove = (index: number) =>
    form.setValue(
      'recurrences',
      rows.filter((_, at) => at !== index),
    );

  return (
    <fieldset className="min-w-0 space-y-3">
      <legend className="text-base font-semibold text-gray-900">
        {i18n._('events.recurrences')}
      </legend>
      <p className="text-sm text-gray-600">{i18n._('events.recurrencesHint')}</p>
      <ol className="space-y-3">
        {rows.map((row, index) => {
          const path = (name: string) => `recurrences.${index}.${name}`;
          const rowLabel = i18n._('events.recurrenceRow', { number: index + 1 });
          return (
            <li
              key={index}
              aria-label={rowLabel}
              className="grid items-start gap-3 rounded-lg border border-gray-200 p-3 sm:grid-cols-[1fr_7rem_7rem_auto]"
            >
              <SelectField
                {...field.props(path('dayOfWeek'))}
                label={i18n._('events.day')}
                value={row.dayOfWeek}
                onChange={(event) =>
                  change(index, { dayOfWeek: event.currentTarget.value as Weekday })
                }
                options={WEEKDAYS.map((day) => ({ value: day, label: weekdayName(day, locale) }))}
              />
              <TextField
                {...field.props(path('time'))}
                label={i18n._('events.time')}
                value={row.time}
                placeholder="HH:MM"
                inputMode="numeric"
                autoComplete="off"
                maxLength={5}
                onChange={(event) =>
                  change(index, { time: typeClockTime(row.time, event.currentTarget.value) })
                }
              />
              {area === 'CHILDMINDING' ? (
                <SelectField
                  {...field.props(path('endTime'))}
                  label={i18n._('events.endTime')}
                  value={row.endTime ?? ''}
                  placeholder={i18n._('events.endTimeChoose')}
                  onChange={(event) =>
                    change(index, { endTime: event.currentTarget.value || null })
                  }
                  options={CHILDMINDING_END_TIMES.map((time) => ({ value: time, label: time }))}
                />
              ) : (
                <TextField
                  {...field.props(path('endTime'))}
                  label={
                    area === 'SCHOOL_BUS'
                      ? i18n._('events.endTimeOptional')
                      : i18n._('events.endTime')
                  }
                  value={row.endTime ?? ''}
                  placeholder="HH:MM"
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={5}
                  onChange={(event) =>
                    change(index, {
                      endTime: typeClockTime(row.endTime ?? '', event.currentTarget.value) || null,
                    })
                  }
                />
              )}
              <Button
                variant="ghost"
                className="sm:mt-6"
                disabled={disabled || rows.length <= 1}
                aria-label={i18n._('events.removeRecurrence', { number: index + 1 })}
                title={rows.length <= 1 ? i18n._('events.keepOneRecurrence') : undefined}
                onClick={() => remove(index)}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            </li>
          );
        })}
      </ol>
      <Button
        variant="secondary"
        disabled={disabled}
        onClick={() => form.setValue('recurrences', [...rows, { ...NEW_ROW }])}
      >
        <Plus aria-hidden="true" className="size-4" />
        {i18n._('events.addRecurrence')}
      </Button>
    </fieldset>
  );
}
