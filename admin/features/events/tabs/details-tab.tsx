import { useLingui } from '@lingui/react';
import { UserPlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { GRADES, type Grade, type Language } from '../../../../shared/model/enums';
import { Button } from '../../../../shared/ui/button';
import { Checkbox } from '../../../../shared/ui/checkbox';
import { languageOptions } from '../../../../shared/ui/language-names';
import { SelectField } from '../../../../shared/ui/select-field';
import { TextField } from '../../../../shared/ui/text-field';
import { MultiSelect } from '../../../ui/multi-select/multi-select';
import type { EventTabProps } from '../event-tab-props';
import type { EventValues } from '../event-values';
import { InstructorPicker } from '../instructor-picker';
import { RecurrenceList } from '../recurrence-list';
import { useEventField } from '../use-event-field';

/** The instructor dialog comes with its own chunk, when "New instructor" is pressed. */
const InstructorDialog = lazy(() =>
  import('../../instructors/instructor-dialog').then((m) => ({ default: m.InstructorDialog })),
);

/**
 * The Details tab (spec 002 §2.1, §5). The school bus: its maximum and whether it is the
 * morning bus (inbound). Every other area: event types (required unless childminding),
 * instructors, location (required), minimum and maximum (not above the location's capacity),
 * grades and language (not for parent activities). Then the weekly slots.
 */
export function DetailsTab({ form, baseData, canManage }: EventTabProps) {
  const { i18n } = useLingui();
  const field = useEventField(form);
  const { values } = form;
  const area = values.businessArea;
  const bus = area === 'SCHOOL_BUS';
  const locale = i18n.locale || 'en';
  const [creating, setCreating] = useState(false);

  const number = (name: 'minimumNumber' | 'maximumNumber', hint?: string) => (
    <TextField
      {...field.props(name)}
      label={i18n._(name === 'minimumNumber' ? 'events.minimum' : 'events.maximum')}
      type="number"
      inputMode="numeric"
      min={0}
      step={1}
      required={name === 'minimumNumber'}
      value={values[name]}
      onChange={(event) => form.setValue(name, event.currentTarget.value)}
      hint={hint}
    />
  );

  const capacity = values.location?.capacity;
  const locations = values.location
    ? withCurrent(baseData.locations, values.location)
    : baseData.locations;

  return (
    <div className="space-y-6">
      {bus ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {number('maximumNumber')}
          <Checkbox
            {...field.props('inbound')}
            className="sm:mt-8"
            label={i18n._('events.inbound')}
            checked={values.inbound}
            onChange={(event) => form.setValue('inbound', event.currentTarget.checked)}
          />
        </div>
      ) : (
        <div className="space-y-4">
          <MultiSelect
            {...field.props('eventTypeIds')}
            label={i18n._('events.eventTypes')}
            required={area !== 'CHILDMINDING'}
            options={baseData.eventTypes.map((type) => ({
              value: String(type.id),
              label: type.name,
            }))}
            value={values.eventTypeIds.map(String)}
            onChange={(ids) => {
              form.setValue('eventTypeIds', ids.map(Number));
              form.touch('eventTypeIds');
            }}
          />
          <InstructorPicker
            {...field.props('instructorIds')}
            label={i18n._('events.instructors')}
            options={baseData.instructors}
            value={values.instructors}
            disabled={!canManage}
            action={
              canManage ? (
                <Button variant="secondary" onClick={() => setCreating(true)}>
                  <UserPlus aria-hidden="true" className="size-4" />
                  {i18n._('events.newInstructor')}
                </Button>
              ) : null
            }
            onChange={(chosen) =>
              form.setValues((current: EventValues) => ({
                ...current,
                instructors: chosen,
                instructorIds: chosen.map((item) => item.id),
              }))
            }
          />
          <SelectField
            {...field.props('locationId')}
            label={i18n._('events.location')}
            required
            placeholder={i18n._('events.locationChoose')}
            value={values.locationId === null ? '' : String(values.locationId)}
            onChange={(event) => {
              const id = Number(event.currentTarget.value) || null;
              const location = locations.find((option) => option.id === id) ?? null;
              form.setValues((current: EventValues) => ({
                ...current,
                locationId: location?.id ?? null,
                location,
              }));
              form.touch('locationId');
            }}
            options={locations.map((location) => ({
              value: String(location.id),
              label: i18n._('events.locationOption', {
                name: location.displayName,
                capacity: location.capacity,
              }),
            }))}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            {number('minimumNumber')}
            {number(
              'maximumNumber',
              capacity === undefined ? undefined : i18n._('events.maximumHint', { capacity }),
            )}
          </div>
          {area === 'PARENT_ACTIVITIES' ? null : (
            <>
              <MultiSelect
                {...field.props('grades')}
                label={i18n._('events.grades')}
                columns={4}
                options={GRADES.map((grade) => ({ value: grade, label: grade }))}
                value={values.grades}
                onChange={(grades) => form.setValue('grades', grades as Grade[])}
              />
              <SelectField
                {...field.props('language')}
                className="sm:w-1/2"
                label={i18n._('events.language')}
                placeholder={i18n._('events.languageAny')}
                value={values.language ?? ''}
                onChange={(event) =>
                  form.setValue('language', (event.currentTarget.value || null) as Language | null)
                }
                options={baseData.languages.map((code) => ({
                  value: code,
                  label:
                    languageOptions(locale).find((option) => option.value === code)?.label ?? code,
                }))}
              />
            </>
          )}
        </div>
      )}
      <RecurrenceList form={form} disabled={!canManage} />
      {creating ? (
        <Suspense fallback={null}>
          <InstructorDialog
            instructor={null}
            onClose={() => setCreating(false)}
            onSaved={(ref) => {
              // Spec 002 §4: the new instructor joins the service's instructors.
              form.setValues((current: EventValues) =>
                current.instructorIds.includes(ref.id)
                  ? current
                  : {
                      ...current,
                      instructors: [...current.instructors, { id: ref.id, name: ref.name }],
                      instructorIds: [...current.instructorIds, ref.id],
                    },
              );
              setCreating(false);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/** The locations with the service's own added when the list lacks it. */
function withCurrent<T extends { id: number }>(options: readonly T[], current: T): readonly T[] {
  return options.some((option) => option.id === current.id) ? options : [current, ...options];
}
