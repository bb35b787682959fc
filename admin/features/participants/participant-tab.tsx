import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { fetchCustomer, fetchCustomerPage } from '../../../shared/api/customer-office';
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

/** "Family, Given (e-mail)": how the picker names a customer. */
const customerLabel = (person: { givenName: string; familyName: string; email?: string | null }) =>
  `${person.familyName}, ${person.givenName}${person.email ? ` (${person.email})` : ''}`;

/**
 * An admin's pick of a child's customer (spec 001 §6): a search, then one of the matches. For a
 * child on file the stored customer is offered as it is (read once), and picking another one
 * moves the child there on save, which the note under the picker says.
 */
function CustomerPicker({
  form,
  storedCustomerId,
}: {
  form: ParticipantForm;
  /** The customer of the child on file; null for a new child. */
  storedCustomerId: number | null;
}) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const [search, setSearch] = useState('');
  // Labels of customers once seen, so the chosen one stays offered while the search changes.
  const [seen, setSeen] = useState<ReadonlyMap<string, string>>(new Map());
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
  const stored = useResource(
    (signal) => fetchCustomer(client, storedCustomerId!, { signal }),
    [storedCustomerId],
    { enabled: storedCustomerId !== null },
  );
  const found =
    matches.state.status === 'ready'
      ? matches.state.data.items.map((row) => ({
          value: String(row.id),
          label: customerLabel(row),
        }))
      : [];
  const known = new Map(seen);
  if (storedCustomerId !== null && stored.state.status === 'ready')
    known.set(String(storedCustomerId), customerLabel(stored.state.data.person));
  for (const option of found) known.set(option.value, option.label);
  const chosen = form.values.customerId === null ? '' : String(form.values.customerId);
  const options =
    chosen !== '' && !found.some((option) => option.value === chosen) && known.has(chosen)
      ? [{ value: chosen, label: known.get(chosen)! }, ...found]
      : found;
  const moving = storedCustomerId !== null && chosen !== '' && chosen !== String(storedCustomerId);
  const error = form.errors.customerId ? i18n._(form.errors.customerId) : null;
  return (
    <div className="space-y-2">
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
          value={chosen}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setSeen(new Map(known));
            form.setValue('customerId', value ? Number(value) : null);
          }}
          onBlur={() => form.touch('customerId')}
          error={error}
        />
      </div>
      {moving ? (
        <p role="status" className="text-sm text-amber-800">
          {i18n._('participants.customerMoves', { customer: known.get(chosen) ?? chosen })}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The Participant tab: the customer (the office picks it, also to move a child to another
 * customer; a family's child is the family's own, so `pickCustomer` is false for them), the child's person
 * form, a class per school year, escort and home alone under the rule of spec 001 §4.4,
 * health problems, emergency medication and the picture.
 */
export function ParticipantTab({
  form,
  schoolYears,
  pickCustomer,
  storedCustomerId = null,
  onRemoveImage,
}: {
  form: ParticipantForm;
  schoolYears: readonly NamedOption[];
  /** Show the customer picker: the office's (`participant.manage.any`), for new and stored children. */
  pickCustomer: boolean;
  /** The customer of the child on file; null for a new child. */
  storedCustomerId?: number | null;
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
      {pickCustomer ? <CustomerPicker form={form} storedCustomerId={storedCustomerId} /> : null}
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
