import { useLingui } from '@lingui/react';
import { fetchEventRecord, removeEventImage } from '../../../../shared/api/event-office';
import { BUSINESS_AREAS, type BusinessArea } from '../../../../shared/model/enums';
import { MAX_TEXT, DATE_PICKER_MIN } from '../../../../shared/model/limits';
import { useApiClient } from '../../../../shared/ui/api-client-context';
import { Checkbox } from '../../../../shared/ui/checkbox';
import { DatePicker } from '../../../../shared/ui/date-picker';
import { SelectField } from '../../../../shared/ui/select-field';
import { TextField } from '../../../../shared/ui/text-field';
import { RichTextField } from '../../../ui/rich-text';
import { reportFailure } from '../../../app/failures';
import { EventImageInput } from '../event-image-input';
import type { EventTabProps } from '../event-tab-props';
import type { EventValues } from '../event-values';
import { useEventField } from '../use-event-field';

/**
 * The Activity tab (spec 002 §2.1): name; business area and key (the office only); start and
 * end date and registration deadline (spec 002 §5: the end not before the start, the deadline
 * not after the end — the pickers refuse such days, the rules say why); school year; maps link
 * (for the bus a link text too); whether the next year's roll-out copies it and whether it is
 * still a draft (not offered to families); description; picture.
 */
export function ActivityTab({
  form,
  baseData,
  canManage,
  canConfigure,
  cloneOf = null,
}: EventTabProps) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const field = useEventField(form);
  const { values } = form;
  const bus = values.businessArea === 'SCHOOL_BUS';

  const text = (name: 'name' | 'key' | 'mapsUrl' | 'mapsUrlText', required = false) => ({
    ...field.props(name),
    label: i18n._(`events.${name}`),
    value: values[name],
    onChange: (event: { currentTarget: { value: string } }) =>
      form.setValue(name, event.currentTarget.value),
    counter: MAX_TEXT,
    required,
    autoComplete: 'off',
  });
  const date = (name: 'startDate' | 'endDate' | 'registrationDeadline') => ({
    ...field.props(name),
    label: i18n._(`events.${name}`),
    value: values[name] ?? '',
    onValueChange: (day: string) => {
      form.setValue(name, day || null);
      form.touch(name);
    },
  });

  async function removeStoredImage() {
    if (values.id === null || values.imageId === null) return;
    // The removal is saved at once (and counts as a change of the service): the loaded record
    // takes the new version without the picture, what else was typed stays. A failure is
    // reported and rethrown, so the question stays for another try.
    const version = await removeEventImage(client, values.id, values.imageId)
      .then(() => fetchEventRecord(client, values.id!))
      .then((record) => record.version)
      .catch((error: unknown) => {
        reportFailure(error, 'events.saveFailed');
        throw error;
      });
    form.reset(
      { ...form.baseline, version, imageId: null },
      { ...form.values, version, imageId: null },
    );
  }

  return (
    <div className="space-y-4">
      <TextField {...text('name', true)} />
      {canConfigure ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            {...field.props('businessArea')}
            label={i18n._('events.businessArea')}
            required
            value={values.businessArea}
            onChange={(event) =>
              form.setValue('businessArea', event.currentTarget.value as BusinessArea)
            }
            options={BUSINESS_AREAS.map((area) => ({
              value: area,
              label: i18n._(`businessArea.${area}`),
            }))}
          />
          <TextField {...text('key', true)} />
        </div>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-3">
        <DatePicker {...date('startDate')} max={values.endDate ?? undefined} />
        <DatePicker {...date('endDate')} required min={values.startDate ?? DATE_PICKER_MIN} />
        <DatePicker {...date('registrationDeadline')} max={values.endDate ?? undefined} />
      </div>
      <SelectField
        {...field.props('schoolYearId')}
        className="sm:w-1/2"
        label={i18n._('events.schoolYear')}
        required
        value={String(values.schoolYearId)}
        onChange={(event) => {
          const id = Number(event.currentTarget.value);
          const year = baseData.schoolYears.find((option) => option.id === id);
          form.setValues((current: EventValues) => ({
            ...current,
            schoolYearId: id,
            schoolYear: year?.name ?? current.schoolYear,
          }));
        }}
        options={withCurrent(baseData.schoolYears, values.schoolYearId, values.schoolYear).map(
          (year) => ({ value: String(year.id), label: year.name }),
        )}
      />
      <div className="grid gap-2 sm:grid-cols-2">
        <Checkbox
          {...field.props('continuesNextYear')}
          label={i18n._('events.continuesNextYear')}
          checked={values.continuesNextYear}
          disabled={!canManage}
          onChange={(event) => form.setValue('continuesNextYear', event.currentTarget.checked)}
        />
        <Checkbox
          {...field.props('draft')}
          label={i18n._('events.draft')}
          checked={values.draft}
          disabled={!canManage}
          onChange={(event) => form.setValue('draft', event.currentTarget.checked)}
        />
      </div>
      <div className={bus ? 'grid gap-4 sm:grid-cols-2' : undefined}>
        <TextField {...text('mapsUrl')} type="url" inputMode="url" />
        {bus ? <TextField {...text('mapsUrlText')} /> : null}
      </div>
      <RichTextField
        {...field.props('description')}
        label={i18n._('events.description')}
        value={values.description}
        onChange={(html) => form.setValue('description', html)}
        disabled={!canManage}
      />
      <EventImageInput
        id={form.idOf('imageFile')}
        eventId={values.id}
        imageId={values.imageId}
        sourceEventId={cloneOf}
        onDropTakenOver={() => form.setValue('imageId', null)}
        file={values.imageFile}
        onFileChange={(file) => form.setValue('imageFile', file)}
        onRemoveStored={removeStoredImage}
        error={field.error('imageFile')}
        disabled={!canManage}
      />
    </div>
  );
}

/** The options with the record's own entry added when the list lacks it (an old school year). */
function withCurrent(options: readonly { id: number; name: string }[], id: number, name: string) {
  return options.some((option) => option.id === id) ? options : [{ id, name }, ...options];
}
