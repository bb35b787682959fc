import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { fetchAbsence, fetchAbsenceServices, storeAbsence } from '../../../shared/api/absence';
import type { AbsenceRow } from '../../../shared/model/absence';
import {
  absenceInputSchema,
  MAX_ABSENCE_NOTES,
  MAX_ABSENCE_REASON,
} from '../../../shared/rules/absence';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { schoolToday } from '../../../shared/ui/calendar-dates';
import { Checkbox } from '../../../shared/ui/checkbox';
import { DatePicker } from '../../../shared/ui/date-picker';
import { RecordDialog } from '../../../shared/ui/dialog';
import { useForm } from '../../../shared/ui/form';
import { SelectField } from '../../../shared/ui/select-field';
import { TextField } from '../../../shared/ui/text-field';
import { useResource } from '../../../shared/ui/use-resource';
import { reportFailure } from '../../app/failures';
import {
  absenceFieldOf,
  toAbsenceInput,
  toAbsenceValues,
  type AbsenceField,
  type AbsenceValues,
} from './absence-values';

/** A child the dialog offers. */
export interface AbsenceChild {
  id: number;
  name: string;
}

/** Props of {@link AbsenceDialog}. */
export interface AbsenceDialogProps {
  /** The absence to change, or null to report one. */
  absence: AbsenceRow | null;
  /** The children to choose from; one child is fixed (the office's tab). */
  choices: readonly AbsenceChild[];
  /** The office: past days allowed. A family reports from the school's today on. */
  office: boolean;
  onClose: () => void;
  onSaved: (saved: AbsenceRow) => void;
}

/**
 * The absence dialog (issue 18.5): which child, first and last day, all services or some of the
 * child's booked services, reason and note. Families pick days from today on (the server says
 * so too); the office any day.
 */
export function AbsenceDialog({ absence, choices, office, onClose, onSaved }: AbsenceDialogProps) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const today = schoolToday();
  const schema = useMemo(() => absenceInputSchema(), []);
  const form = useForm<AbsenceValues, unknown, AbsenceField>({
    initial: toAbsenceValues(absence, {
      participantId: choices.length === 1 ? choices[0]!.id : null,
      today,
    }),
    schema,
    toInput: toAbsenceInput,
    fieldOf: (path) => absenceFieldOf(path),
    idPrefix: 'absence',
    onSubmit: async (_output, values) => {
      const saved = await storeAbsence(client, toAbsenceInput(values));
      onSaved(saved);
      return toAbsenceValues(saved, { participantId: saved.participantId, today });
    },
  });
  const { values } = form;
  const childId = Number(values.participantId) || null;
  const services = useResource(
    async (signal) => (childId === null ? [] : fetchAbsenceServices(client, childId, { signal })),
    [childId],
  );
  const errorOf = (field: AbsenceField) => {
    const key = form.errors[field];
    return key ? i18n._(key) : null;
  };
  const min = office ? undefined : today;
  const serviceList = services.state.status === 'ready' ? services.state.data : [];

  return (
    <RecordDialog
      open
      onOpenChange={(open) => !open && onClose()}
      form={form}
      mode={absence ? 'update' : 'create'}
      titles={{ create: i18n._('absence.new'), update: i18n._('absence.edit') }}
      description={office ? undefined : i18n._('absence.familyHint')}
      onReload={
        absence
          ? async () =>
              toAbsenceValues(await fetchAbsence(client, absence.id), {
                participantId: absence.participantId,
                today,
              })
          : undefined
      }
      fieldLabels={{
        participantId: i18n._('absence.child'),
        from: i18n._('absence.from'),
        to: i18n._('absence.to'),
        reason: i18n._('absence.reason'),
        notes: i18n._('absence.notes'),
      }}
      onFailure={(error) => reportFailure(error, 'absence.saveFailed')}
      className="max-w-xl"
    >
      <div className="space-y-4">
        {choices.length > 1 || absence === null ? (
          <SelectField
            id={form.idOf('participantId')}
            label={i18n._('absence.child')}
            value={values.participantId}
            disabled={absence !== null || choices.length === 1}
            placeholder={i18n._('absence.chooseChild')}
            options={choices.map((child) => ({ value: String(child.id), label: child.name }))}
            onChange={(event) => {
              form.setValues({ ...values, participantId: event.currentTarget.value, eventIds: [] });
            }}
            onBlur={() => form.touch('participantId')}
            error={errorOf('participantId')}
            required
          />
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <DatePicker
            id={form.idOf('from')}
            label={i18n._('absence.from')}
            value={values.from}
            min={min}
            today={today}
            onValueChange={(from) =>
              form.setValues({ ...values, from, to: values.to < from ? from : values.to })
            }
            error={errorOf('from')}
            required
          />
          <DatePicker
            id={form.idOf('to')}
            label={i18n._('absence.to')}
            value={values.to}
            min={values.from || min}
            today={today}
            onValueChange={(to) => form.setValue('to', to)}
            error={errorOf('to')}
            required
          />
        </div>
        <fieldset id={form.idOf('eventIds')} className="space-y-2" tabIndex={-1}>
          <legend className="text-sm font-medium text-gray-900">
            {i18n._('absence.services')}
          </legend>
          <Checkbox
            label={i18n._('absence.allServices')}
            checked={values.allServices}
            onChange={(event) => form.setValue('allServices', event.currentTarget.checked)}
          />
          {!values.allServices ? (
            <ul className="ml-6 space-y-1">
              {serviceList.map((service) => (
                <li key={service.id}>
                  <Checkbox
                    label={service.name}
                    checked={values.eventIds.includes(service.id)}
                    onChange={(event) =>
                      form.setValue(
                        'eventIds',
                        event.currentTarget.checked
                          ? [...values.eventIds, service.id]
                          : values.eventIds.filter((id) => id !== service.id),
                      )
                    }
                  />
                </li>
              ))}
              {services.state.status === 'ready' && serviceList.length === 0 ? (
                <li className="text-sm text-gray-600">{i18n._('absence.noServices')}</li>
              ) : null}
            </ul>
          ) : null}
          {errorOf('eventIds') ? (
            <p className="text-sm text-red-700" role="alert">
              {errorOf('eventIds')}
            </p>
          ) : null}
        </fieldset>
        <TextField
          id={form.idOf('reason')}
          label={i18n._('absence.reason')}
          value={values.reason}
          counter={MAX_ABSENCE_REASON}
          onChange={(event) => form.setValue('reason', event.currentTarget.value)}
          onBlur={() => form.touch('reason')}
          error={errorOf('reason')}
        />
        <TextField
          id={form.idOf('notes')}
          label={i18n._('absence.notes')}
          hint={i18n._('absence.notesHint')}
          value={values.notes}
          counter={MAX_ABSENCE_NOTES}
          onChange={(event) => form.setValue('notes', event.currentTarget.value)}
          onBlur={() => form.touch('notes')}
          error={errorOf('notes')}
        />
      </div>
    </RecordDialog>
  );
}
