import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { call } from '../../../shared/api/call';
import { getSchoolCalendar, putSchoolCalendar } from '../../../shared/contracts/config';
import { listSchoolYears } from '../../../shared/contracts/school-year';
import { MAX_TEXT } from '../../../shared/model/limits';
import {
  SchoolCalendarUpdateSchema,
  type SchoolBreak,
  type SchoolCalendar,
  type SchoolCalendarUpdate,
  type SchoolHoliday,
} from '../../../shared/model/school-calendar';
import { showSnackbar } from '../../../shared/state/snackbar';
import { Alert } from '../../../shared/ui/alert';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { DatePicker } from '../../../shared/ui/date-picker';
import { useForm } from '../../../shared/ui/form/use-form';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { SelectField } from '../../../shared/ui/select-field';
import { TextField } from '../../../shared/ui/text-field';
import { useResource } from '../../../shared/ui/use-resource';
import { CalendarRows } from './calendar-rows';

type Values = { breaks: SchoolBreak[]; holidays: SchoolHoliday[] };

function CalendarForm({ calendar, onReload }: { calendar: SchoolCalendar; onReload: () => void }) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const [fingerprint, setFingerprint] = useState(calendar.fingerprint);
  const { schoolYear } = calendar;
  const form = useForm<Values, SchoolCalendarUpdate, string>({
    initial: { breaks: calendar.breaks, holidays: calendar.holidays },
    schema: SchoolCalendarUpdateSchema,
    toInput: (values) => ({ ...values, fingerprint }),
    fieldOf: (path) => path,
    idPrefix: `calendar-${schoolYear.id}`,
    onSubmit: async (output) => {
      const saved = await call(client, putSchoolCalendar, {
        params: { schoolYearId: String(schoolYear.id) },
        body: output,
      });
      setFingerprint(saved.fingerprint);
      showSnackbar('admin.calendar.saved', { kind: 'success', values: { year: schoolYear.name } });
      return { breaks: saved.breaks, holidays: saved.holidays };
    },
    onError: (_error, key) => showSnackbar(key, { kind: 'error' }),
  });
  const { breaks, holidays } = form.values;
  const error = (field: string) => (form.errors[field] ? i18n._(form.errors[field]) : null);
  const span = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const dateField = (list: 'breaks' | 'holidays', index: number, field: string, label: string) => {
    const path = `${list}.${index}.${field}`;
    const row = form.values[list][index] as unknown as Record<string, string>;
    return (
      <DatePicker
        id={form.idOf(path)}
        label={label}
        value={row[field] ?? ''}
        min={schoolYear.startDate}
        max={schoolYear.endDate}
        error={error(path)}
        required
        onValueChange={(value) =>
          form.setValue(
            list,
            form.values[list].map((one, at) =>
              at === index ? { ...one, [field]: value } : one,
            ) as never,
          )
        }
      />
    );
  };
  const nameField = (list: 'breaks' | 'holidays', index: number) => {
    const path = `${list}.${index}.name`;
    return (
      <TextField
        id={form.idOf(path)}
        label={i18n._('admin.calendar.name')}
        value={form.values[list][index]?.name ?? ''}
        error={error(path)}
        counter={MAX_TEXT}
        required
        onChange={(event) => {
          const name = event.currentTarget.value;
          form.setValue(
            list,
            form.values[list].map((one, at) => (at === index ? { ...one, name } : one)) as never,
          );
        }}
        onBlur={() => form.touch(path)}
      />
    );
  };

  return (
    <form noValidate onSubmit={(event) => void form.submit(event)} className="space-y-6">
      <p className="text-sm text-gray-700">
        {i18n._('admin.calendar.yearSpan', {
          span: span.formatRange(
            new Date(`${schoolYear.startDate}T00:00Z`),
            new Date(`${schoolYear.endDate}T00:00Z`),
          ),
        })}
      </p>
      {form.stale ? (
        <Alert variant="error">
          <p>{i18n._('admin.stale')}</p>
          <Button type="button" variant="secondary" className="mt-2" onClick={onReload}>
            {i18n._('admin.reload')}
          </Button>
        </Alert>
      ) : null}
      <CalendarRows
        heading={i18n._('admin.calendar.breaks')}
        help={i18n._('admin.calendar.breaksHelp')}
        empty={i18n._('admin.calendar.noBreaks')}
        addLabel={i18n._('admin.calendar.addBreak')}
        rows={breaks}
        renderRow={(_, index) => (
          <>
            {nameField('breaks', index)}
            {dateField('breaks', index, 'startDate', i18n._('admin.calendar.firstDay'))}
            {dateField('breaks', index, 'endDate', i18n._('admin.calendar.lastDay'))}
          </>
        )}
        onAdd={() => form.setValue('breaks', [...breaks, { name: '', startDate: '', endDate: '' }])}
        onRemove={(index) =>
          form.setValue(
            'breaks',
            breaks.filter((_, at) => at !== index),
          )
        }
      />
      <CalendarRows
        heading={i18n._('admin.calendar.holidays')}
        help={i18n._('admin.calendar.holidaysHelp')}
        empty={i18n._('admin.calendar.noHolidays')}
        addLabel={i18n._('admin.calendar.addHoliday')}
        rows={holidays}
        renderRow={(_, index) => (
          <>
            {nameField('holidays', index)}
            {dateField('holidays', index, 'date', i18n._('admin.calendar.day'))}
          </>
        )}
        onAdd={() => form.setValue('holidays', [...holidays, { name: '', date: '' }])}
        onRemove={(index) =>
          form.setValue(
            'holidays',
            holidays.filter((_, at) => at !== index),
          )
        }
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={form.submitting || form.stale}>
          {i18n._('admin.save')}
        </Button>
        <Button
          type="button"
          variant="secondary"
          disabled={!form.dirty || form.submitting}
          onClick={() => form.reset()}
        >
          {i18n._('admin.discard')}
        </Button>
      </div>
    </form>
  );
}

function YearCalendar({ schoolYearId }: { schoolYearId: number }) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const calendar = useResource(
    (signal) =>
      call(
        client,
        getSchoolCalendar,
        { params: { schoolYearId: String(schoolYearId) } },
        { signal },
      ),
    [client, schoolYearId],
  );
  const { state } = calendar;
  if (state.status === 'failed')
    return (
      <LoadFailed
        titleKey="admin.loadFailed"
        messageKey={state.messageKey}
        onRetry={calendar.reload}
      />
    );
  if (!state.data) return <p className="text-sm text-gray-600">{i18n._('admin.loading')}</p>;
  return (
    <CalendarForm key={state.data.fingerprint} calendar={state.data} onReload={calendar.reload} />
  );
}

/**
 * The Breaks and holidays tab: a school year's breaks and public holidays, edited as two lists
 * and saved together (`PUT /api/configuration/school-calendar/{id}`). The calendar, the booking
 * rules and the week plans read them from there.
 */
export function CalendarTab() {
  const { i18n } = useLingui();
  const client = useApiClient();
  const years = useResource((signal) => call(client, listSchoolYears, {}, { signal }), [client]);
  const [chosen, setChosen] = useState<number | null>(null);
  const { state } = years;
  if (state.status === 'failed')
    return (
      <LoadFailed
        titleKey="admin.loadFailed"
        messageKey={state.messageKey}
        onRetry={years.reload}
      />
    );
  if (!state.data) return <p className="text-sm text-gray-600">{i18n._('admin.loading')}</p>;
  if (state.data.length === 0)
    return <p className="text-sm text-gray-700">{i18n._('admin.calendar.noYears')}</p>;
  const yearId = chosen ?? state.data[0]!.id;
  return (
    <Card className="space-y-6 sm:p-6">
      <SelectField
        label={i18n._('admin.calendar.year')}
        className="max-w-xs"
        value={String(yearId)}
        onChange={(event) => setChosen(Number(event.currentTarget.value))}
        options={state.data.map((year) => ({ value: String(year.id), label: year.name }))}
      />
      <YearCalendar key={yearId} schoolYearId={yearId} />
    </Card>
  );
}
