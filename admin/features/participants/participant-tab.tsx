import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { fetchCustomerPage } from '../../../shared/api/customer-office';
import { ESCORT_TYPES } from '../../../shared/model/enums';
import type { NamedOption } from '../../../shared/model/base-data';
import { escortRule } from '../../../shared/model/participant';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { Button } from '../../../shared/ui/button';
import { schoolToday } from '../../../shared/ui/calendar-dates';
import { Checkbox } from '../../../shared/ui/checkbox';
import type { useForm } from '../../../shared/ui/form';
import { PersonFields } from '../../../shared/ui/person-form/person-fields';
import { PersonPictureInput } from '../../../shared/ui/person-form/person-picture-input';
import { SelectField } from '../../../shared/ui/select-field';
import { TextField } from '../../../shared/ui/text-field';
import { useResource } from '../../../shared/ui/use-resource';
import { ClassPicker } from './class-picker';
import {
  EMPTY_CLASS,
  filledClasses,
  personErrorsOf,
  withClass,
  type ParticipantField,
  type ParticipantValues,
} from './participant-values';

/** The dialog's form, as `useForm` answers it. */
export type ParticipantForm = ReturnType<
  typeof useForm<ParticipantValues, unknown, ParticipantField>
>;

/** The ids of the dialog's fields start with this. */
export const PARTICIPANT_ID_PREFIX = 'participant';

/** An admin's pick of the customer of a new child: a search, then one of the matches. */
function CustomerPicker({ form }: { form: ParticipantForm }) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const [search, setSearch] = useState('');
  const matches = useResource(
    (signal) =>
      fetchCustomerPage(
        client,
        { page: 1, pageSize: 20, orderBy: 'familyName', asc: true, search },
        { signal },
      ),
    [search],
    { enabled: search.trim().length >= 2 },
  );
  const options =
    matches.state.status === 'ready'
      ? matches.state.data.items.map((row) => ({
          value: String(row.id),
          label: `${row.familyName}, ${row.givenName}${row.email ? ` (${row.email})` : ''}`,
        }))
      : [];
  const error = form.errors.customerId ? i18n._(form.errors.customerId) : null;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextField
        id={`${PARTICIPANT_ID_PREFIX}-customerSearch`}
        label={i18n._('participants.customerSearch')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        autoComplete="off"
      />
      <SelectField
        id={form.idOf('customerId')}
        label={i18n._('participants.customer')}
        required
        placeholder={i18n._('participants.customerPick')}
        options={options}
        value={form.values.customerId === null ? '' : String(form.values.customerId)}
        onChange={(event) =>
          form.setValue(
            'customerId',
            event.currentTarget.value ? Number(event.currentTarget.value) : null,
          )
        }
        onBlur={() => form.touch('customerId')}
        error={error}
      />
    </div>
  );
}

/**
 * The Participant tab: the customer (the office picks it for a new child; a family's new child
 * is the family's own, so `pickCustomer` is false for them), the child's person
 * form, a class per school year, escort and home alone under the rule of spec 001 §4.4,
 * health problems, emergency medication and the picture.
 */
export function ParticipantTab({
  form,
  schoolYears,
  pickCustomer,
  onRemoveImage,
}: {
  form: ParticipantForm;
  schoolYears: readonly NamedOption[];
  /** Show the customer picker: a new child, created by the office. */
  pickCustomer: boolean;
  onRemoveImage: () => void;
}) {
  const { i18n } = useLingui();
  const { values } = form;
  const rule = escortRule(filledClasses(values.clazzes), values.escortType, values.homeAlone);
  const errorOf = (field: ParticipantField) =>
    form.errors[field] ? i18n._(form.errors[field]) : null;
  const years = [
    ...new Set([...schoolYears.map((year) => year.name), ...Object.keys(values.clazzes)]),
  ].sort();
  return (
    <div className="space-y-5">
      {pickCustomer ? <CustomerPicker form={form} /> : null}
      <PersonFields
        idPrefix={PARTICIPANT_ID_PREFIX}
        today={schoolToday()}
        phoneRequired={false}
        confirmTakenMail
        value={values}
        onValueChange={(person) => form.setValues((current) => ({ ...current, ...person }))}
        errors={personErrorsOf(form.errors)}
        onFieldBlur={(field) => form.touch(field)}
      />
      <section className="space-y-3" aria-labelledby={`${PARTICIPANT_ID_PREFIX}-classes`}>
        <h3 id={`${PARTICIPANT_ID_PREFIX}-classes`} className="text-sm font-semibold text-gray-900">
          {i18n._('participants.classes')}
        </h3>
        {years.map((year) => (
          <ClassPicker
            key={year}
            id={form.idOf(`clazzes.${year}`)}
            schoolYear={year}
            value={values.clazzes[year] ?? EMPTY_CLASS}
            onChange={(entry) => {
              form.setValues((current) => withClass(current, year, entry));
              form.touch(`clazzes.${year}`);
            }}
            error={errorOf(`clazzes.${year}`)}
          />
        ))}
      </section>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id={form.idOf('escortType')}
          label={i18n._('participants.escortType')}
          options={ESCORT_TYPES.filter((type) => !(rule.escorted && type === 'ALONE')).map(
            (type) => ({
              value: type,
              label: i18n._(
                type === 'ALONE' ? 'participants.escort.ALONE' : 'participants.escort.GUARDIAN',
              ),
            }),
          )}
          value={rule.escortType}
          onChange={(event) =>
            form.setValue(
              'escortType',
              event.currentTarget.value as ParticipantValues['escortType'],
            )
          }
        />
        {rule.escorted ? (
          <p className="self-end text-sm text-gray-600">{i18n._('participants.escortedHint')}</p>
        ) : (
          <Checkbox
            id={`${PARTICIPANT_ID_PREFIX}-homeAlone`}
            className="self-end"
            label={i18n._('participants.homeAlone')}
            checked={values.homeAlone}
            onChange={(event) => form.setValue('homeAlone', event.currentTarget.checked)}
          />
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={form.idOf('healthProblems')}
          label={i18n._('participants.healthProblems')}
          value={values.healthProblems}
          counter={255}
          onChange={(event) => form.setValue('healthProblems', event.currentTarget.value)}
          onBlur={() => form.touch('healthProblems')}
          error={errorOf('healthProblems')}
        />
        <TextField
          id={form.idOf('emergencyMedication')}
          label={i18n._('participants.emergencyMedication')}
          value={values.emergencyMedication}
          counter={255}
          onChange={(event) => form.setValue('emergencyMedication', event.currentTarget.value)}
          onBlur={() => form.touch('emergencyMedication')}
          error={errorOf('emergencyMedication')}
        />
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <PersonPictureInput
          id={form.idOf('imageFile')}
          label={i18n._('person.picture')}
          file={values.imageFile}
          onFileChange={(file) => form.setValue('imageFile', file)}
          hasStored={values.imageId !== null}
          error={errorOf('imageFile')}
        />
        {values.imageId !== null ? (
          <Button variant="secondary" onClick={onRemoveImage}>
            {i18n._('participants.removePicture')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
