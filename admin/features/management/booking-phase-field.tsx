import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { instantInZone, isoDateIn, timeIn } from '../../../shared/model/school-time';
import type { SchoolYearItem } from '../../../shared/model/school-year';
import { schoolTimeZone } from '../../../shared/state/school-time-zone';
import { useSignals } from '../../../shared/state/signals';
import { Alert } from '../../../shared/ui/alert';
import { DatePicker } from '../../../shared/ui/date-picker';
import { Field, FieldLabel } from '../../../shared/ui/form/field';
import { FieldStatus } from '../../../shared/ui/form/field-lines';
import { Input } from '../../../shared/ui/input';
import { useBookingPhaseStart } from './use-booking-phase-start';

/** The time a phase starts at when only its day is chosen: the office opens at eight. */
const DEFAULT_TIME = '08:00';
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Props of {@link BookingPhaseField}. */
export interface BookingPhaseFieldProps {
  year: SchoolYearItem;
  onSaved: (saved: SchoolYearItem) => void;
}

/**
 * A year's booking-phase start, day and time on the school's clock, saved as soon as either
 * changes (the latest edit wins, spec 002 §4). A failed save says so until the next one works.
 */
export function BookingPhaseField({ year, onSaved }: BookingPhaseFieldProps) {
  useSignals();
  const { i18n } = useLingui();
  const zone = schoolTimeZone.value;
  const phase = useBookingPhaseStart(year, onSaved);
  const date = phase.start ? isoDateIn(zone, new Date(phase.start)) : '';
  const shownTime = phase.start ? timeIn(zone, new Date(phase.start)) : DEFAULT_TIME;
  const [time, setTime] = useState(shownTime);
  const timeId = `phase-time-${year.id}`;

  function save(day: string, clock: string) {
    if (!day || !TIME.test(clock)) return;
    const instant = instantInZone(zone, day, clock).toISOString();
    if (instant !== phase.start) phase.change(instant);
  }

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-start gap-3">
        <DatePicker
          className="min-w-56 flex-1"
          label={i18n._('management.phase.date')}
          name={`phase-date-${year.id}`}
          value={date}
          max={year.endDate}
          onValueChange={(day) => save(day, time)}
        />
        <Field id={timeId} className="w-32">
          <FieldLabel>{i18n._('management.phase.time')}</FieldLabel>
          <Input
            type="time"
            className="mt-1.5"
            value={time}
            onChange={(event) => setTime(event.currentTarget.value)}
            onBlur={() => save(date, time)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') save(date, time);
            }}
          />
        </Field>
      </div>
      <FieldStatus>
        {phase.saving
          ? i18n._('management.phase.saving')
          : phase.start
            ? i18n._('management.phase.startsAt', {
                moment: new Intl.DateTimeFormat(i18n.locale, {
                  dateStyle: 'full',
                  timeStyle: 'short',
                  timeZone: zone,
                }).format(new Date(phase.start)),
              })
            : i18n._('management.phase.none')}
      </FieldStatus>
      {phase.failedPersistingStart ? (
        <Alert variant="error">{i18n._('management.phase.failedPersisting')}</Alert>
      ) : null}
    </div>
  );
}
