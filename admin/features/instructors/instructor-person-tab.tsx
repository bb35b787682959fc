import { useLingui } from '@lingui/react';
import { BUSINESS_AREAS, type BusinessArea } from '../../../shared/model/enums';
import { MAX_TEXT } from '../../../shared/model/limits';
import { Field, FieldError, FieldHint, FieldLabel, useFieldControl } from '../../../shared/ui/form';
import type { useForm } from '../../../shared/ui/form';
import { PersonFields } from '../../../shared/ui/person-form/person-fields';
import { TextField } from '../../../shared/ui/text-field';
import { schoolToday } from '../../../shared/ui/calendar-dates';
import type { InstructorField, InstructorValues } from './instructor-values';
import { personErrorsOf } from './instructor-values';

/** The dialog's form, as `useForm` answers it. */
export type InstructorForm = ReturnType<typeof useForm<InstructorValues, unknown, InstructorField>>;

/** The ids of the dialog's fields start with this (the person form's and the form hook's). */
export const INSTRUCTOR_ID_PREFIX = 'instructor';

const IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif';

/** Props of {@link InstructorPersonTab}. */
export interface InstructorPersonTabProps {
  form: InstructorForm;
  /** The business areas offered (base data); all of them until it is loaded. */
  businessAreas: readonly BusinessArea[] | undefined;
}

/**
 * The Person tab (spec 002 §2.2): the shared person form (names, title, gender, e-mail, birthday,
 * phone contacts, languages, addresses) without the required phone, then the business areas
 * (any, none clears them), the notes and a picture.
 */
export function InstructorPersonTab({ form, businessAreas }: InstructorPersonTabProps) {
  const { i18n } = useLingui();
  const errorOf = (field: InstructorField) => {
    const key = form.errors[field];
    return key ? i18n._(key) : null;
  };
  const areas = businessAreas ?? BUSINESS_AREAS;
  const toggleArea = (area: BusinessArea, checked: boolean) => {
    const next = checked
      ? [...form.values.businessAreaSet, area]
      : form.values.businessAreaSet.filter((chosen) => chosen !== area);
    form.setValue(
      'businessAreaSet',
      areas.filter((known) => next.includes(known)),
    );
  };

  return (
    <div className="space-y-6">
      <PersonFields
        idPrefix={INSTRUCTOR_ID_PREFIX}
        today={schoolToday()}
        phoneRequired={false}
        value={form.values}
        onValueChange={(person) => form.setValues((current) => ({ ...current, ...person }))}
        errors={personErrorsOf(form.errors)}
        onFieldBlur={(field) => form.touch(field)}
      />
      <fieldset id={form.idOf('businessAreaSet')} tabIndex={-1}>
        <legend className="text-sm font-medium text-gray-800">
          {i18n._('instructors.businessAreas')}
        </legend>
        <div className="mt-2 grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-2">
          {areas.map((area) => (
            <label key={area} className="flex items-center gap-2 text-sm text-gray-800">
              <input
                type="checkbox"
                className="size-4 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
                checked={form.values.businessAreaSet.includes(area)}
                onChange={(event) => toggleArea(area, event.currentTarget.checked)}
              />
              {i18n._(`businessArea.${area}`)}
            </label>
          ))}
        </div>
        {errorOf('businessAreaSet') ? (
          <p className="mt-1 text-sm text-red-700">{errorOf('businessAreaSet')}</p>
        ) : null}
      </fieldset>
      <TextField
        id={form.idOf('notes')}
        label={i18n._('instructors.notes')}
        value={form.values.notes ?? ''}
        onChange={(event) => form.setValue('notes', event.currentTarget.value)}
        onBlur={() => form.touch('notes')}
        error={errorOf('notes')}
        counter={MAX_TEXT}
        autoComplete="off"
      />
      <Field id={form.idOf('imageFile')} error={errorOf('imageFile')}>
        <FieldLabel>{i18n._('instructors.image')}</FieldLabel>
        <ImageInput onFile={(file) => form.setValue('imageFile', file)} />
        <FieldHint>{i18n._('instructors.imageHint')}</FieldHint>
        <FieldError />
      </Field>
    </div>
  );
}

/** A native file input tied to its `Field` (label, hint and error for screen readers). */
function ImageInput({ onFile }: { onFile: (file: File | null) => void }) {
  const control = useFieldControl();
  return (
    <input
      {...control}
      type="file"
      accept={IMAGE_TYPES}
      className="block w-full text-sm text-gray-800 file:mr-3 file:rounded-md file:border file:border-gray-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      onChange={(event) => onFile(event.currentTarget.files?.[0] ?? null)}
    />
  );
}
