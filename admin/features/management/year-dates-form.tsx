import { useLingui } from '@lingui/react';
import { call } from '../../../shared/api/call';
import { patchSchoolYear } from '../../../shared/contracts/school-year';
import type { MessageId } from '../../../shared/i18n/message-id';
import {
  SchoolYearUpdateSchema,
  type SchoolYearItem,
  type SchoolYearUpdate,
} from '../../../shared/model/school-year';
import { showSnackbar } from '../../../shared/state/snackbar';
import { Alert } from '../../../shared/ui/alert';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { Button } from '../../../shared/ui/button';
import { DatePicker } from '../../../shared/ui/date-picker';
import { useForm } from '../../../shared/ui/form/use-form';

/** The year's own dates as the form holds them: '' for none. */
interface YearDates {
  childmindingStartDate: string;
  trimester1End: string;
  trimester2End: string;
  trimester3End: string;
}
type DateField = keyof YearDates;

/** Each form field, the request's name for it, and its label. */
const FIELDS: readonly { field: DateField; request: string; label: MessageId }[] = [
  {
    field: 'childmindingStartDate',
    request: 'updatedChildmindingStartDate',
    label: 'management.dates.childmindingStart',
  },
  { field: 'trimester1End', request: 'updatedTrimester1End', label: 'management.dates.trimester1' },
  { field: 'trimester2End', request: 'updatedTrimester2End', label: 'management.dates.trimester2' },
  { field: 'trimester3End', request: 'updatedTrimester3End', label: 'management.dates.trimester3' },
];

const valuesOf = (year: SchoolYearItem): YearDates => ({
  childmindingStartDate: year.childmindingStartDate ?? '',
  trimester1End: year.trimester1End ?? '',
  trimester2End: year.trimester2End ?? '',
  trimester3End: year.trimester3End ?? '',
});

/** Props of {@link YearDatesForm}. */
export interface YearDatesFormProps {
  year: SchoolYearItem;
  onSaved: (saved: SchoolYearItem) => void;
  /** Loads the year as stored, after someone else saved it (409). */
  onReload: () => void;
}

/**
 * The childminding start and the trimester ends of a year (`PATCH api/school-year/` with the
 * version read): the changed dates only, each within the year, the trimesters in order (the
 * server's 400 lands on the field).
 */
export function YearDatesForm({ year, onSaved, onReload }: YearDatesFormProps) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const initial = valuesOf(year);
  const form = useForm<YearDates, SchoolYearUpdate, DateField>({
    initial,
    schema: SchoolYearUpdateSchema,
    toInput: (values) => ({
      schoolYear: year.id,
      version: year.version,
      ...Object.fromEntries(
        FIELDS.filter(({ field }) => values[field] !== initial[field]).map(({ field, request }) => [
          request,
          values[field] || null,
        ]),
      ),
    }),
    fieldOf: (path) => FIELDS.find((entry) => entry.request === path)?.field ?? null,
    onSubmit: async (body) => {
      const saved = await call(client, patchSchoolYear, { body });
      onSaved(saved);
      showSnackbar('management.dates.saved', { kind: 'success' });
      return valuesOf(saved);
    },
    onError: (_error, key) => showSnackbar(key, { kind: 'error' }),
    idPrefix: `year-${year.id}`,
  });

  return (
    <form noValidate onSubmit={(event) => void form.submit(event)} className="space-y-4">
      {form.stale ? (
        <Alert variant="error" title={i18n._('error.staleVersion')}>
          <Button variant="secondary" className="mt-3" onClick={onReload}>
            {i18n._('management.reload')}
          </Button>
        </Alert>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map(({ field, label }) => (
          <DatePicker
            key={field}
            id={form.idOf(field)}
            label={i18n._(label)}
            value={form.values[field]}
            min={year.startDate}
            max={year.endDate}
            onValueChange={(value) => form.setValue(field, value)}
            error={form.errors[field] ? i18n._(form.errors[field]) : null}
          />
        ))}
      </div>
      <Button type="submit" disabled={!form.dirty || form.submitting}>
        {i18n._('management.dates.save')}
      </Button>
    </form>
  );
}
