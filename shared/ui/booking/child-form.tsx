import { useLingui } from '@lingui/react';
import type { ParticipantRecord } from '../../model/participant';
import { Alert } from '../alert';
import { Button } from '../button';
import { DatePicker } from '../date-picker';
import { languageName } from '../language-names';
import { SelectField } from '../select-field';
import { TextField } from '../text-field';
import { schoolToday } from '../calendar-dates';
import { CHILD_CHOICES, hasPostfix } from './child-form-values';
import type { ChildField } from './child-form-values';
import { useChildForm } from './use-child-form';
import type { ChildFormOptions } from './use-child-form';

/** Props of {@link ChildForm}. */
export interface ChildFormProps extends ChildFormOptions {
  /** Back to the list of children; absent when the parent has none yet. */
  onCancel?: () => void;
  onSaved: (child: ParticipantRecord) => void;
}

/** "Add a child": name, birthday, gender and the class in the service's school year. */
export function ChildForm({ schoolYear, familyName, onSaved, onCancel }: ChildFormProps) {
  const { i18n } = useLingui();
  const form = useChildForm({ schoolYear, familyName, onSaved });
  const { values, errors, setValue } = form;
  const error = (field: ChildField) => (errors[field] ? i18n._(errors[field]) : null);
  const select = (field: ChildField) => ({
    id: form.idOf(field),
    name: field,
    value: values[field],
    required: true,
    error: error(field),
    onChange: (event: { currentTarget: HTMLSelectElement }) =>
      setValue(field, event.currentTarget.value),
  });

  return (
    <form noValidate onSubmit={(event) => void form.submit(event)} className="space-y-4">
      <h3 className="text-base font-semibold text-gray-900">{i18n._('booking.child.title')}</h3>
      {form.formError ? <Alert variant="error">{i18n._(form.formError)}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={i18n._('person.givenName')}
          id={form.idOf('givenName')}
          name="givenName"
          autoComplete="off"
          required
          value={values.givenName}
          error={error('givenName')}
          onChange={(event) => setValue('givenName', event.currentTarget.value)}
        />
        <TextField
          label={i18n._('person.familyName')}
          id={form.idOf('familyName')}
          name="familyName"
          autoComplete="off"
          required
          value={values.familyName}
          error={error('familyName')}
          onChange={(event) => setValue('familyName', event.currentTarget.value)}
        />
        <DatePicker
          label={i18n._('person.birthday')}
          id={form.idOf('birthday')}
          name="birthday"
          value={values.birthday}
          max={schoolToday()}
          error={error('birthday')}
          onValueChange={(value) => setValue('birthday', value)}
        />
        <SelectField
          label={i18n._('person.gender')}
          placeholder={i18n._('person.genderChoose')}
          options={CHILD_CHOICES.gender.map((gender) => ({
            value: gender,
            label: i18n._(`gender.${gender}`),
          }))}
          {...select('gender')}
        />
      </div>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-gray-900">
          {i18n._('booking.child.class', { schoolYear })}
        </legend>
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            label={i18n._('booking.child.grade')}
            placeholder={i18n._('booking.child.choose')}
            options={CHILD_CHOICES.grade.map((grade) => ({ value: grade, label: grade }))}
            {...select('grade')}
          />
          <SelectField
            label={i18n._('booking.child.section')}
            placeholder={i18n._('booking.child.choose')}
            options={CHILD_CHOICES.language.map((language) => ({
              value: language,
              label: languageName(language, i18n.locale),
            }))}
            {...select('language')}
          />
          <SelectField
            label={i18n._('booking.child.letter')}
            placeholder={i18n._('booking.child.choose')}
            disabled={values.language !== '' && !hasPostfix(values.language)}
            options={CHILD_CHOICES.postfix.map((postfix) => ({
              value: postfix,
              label: postfix === 'UNKNOWN' ? i18n._('booking.child.letterUnknown') : postfix,
            }))}
            {...select('postfix')}
          />
        </div>
      </fieldset>
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel ? (
          <Button type="button" variant="secondary" onClick={onCancel}>
            {i18n._('booking.flow.cancel')}
          </Button>
        ) : null}
        <Button type="submit" disabled={form.submitting}>
          {i18n._(form.submitting ? 'booking.child.saving' : 'booking.child.save')}
        </Button>
      </div>
    </form>
  );
}
