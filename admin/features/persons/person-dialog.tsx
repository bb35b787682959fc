import { useLingui } from '@lingui/react';
import { useMemo, useState } from 'react';
import { can } from '../../../shared/access/capabilities';
import { ApiError } from '../../../shared/api/api-error';
import { findPersonByEmail, getPerson, putPerson } from '../../../shared/api/person';
import type { PersonRecord } from '../../../shared/model/customer';
import { personInputSchema } from '../../../shared/model/person-input';
import { showSnackbar } from '../../../shared/state/snackbar';
import { currentUser } from '../../../shared/state/session';
import { useSignals } from '../../../shared/state/signals';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { Button } from '../../../shared/ui/button';
import { schoolToday } from '../../../shared/ui/calendar-dates';
import { RecordDialog, RecordByIdDialog } from '../../../shared/ui/dialog';
import { useForm } from '../../../shared/ui/form';
import { PersonFields } from '../../../shared/ui/person-form/person-fields';
import type { PersonFormErrors } from '../../../shared/ui/person-form/person-form-values';
import { PersonPictureInput } from '../../../shared/ui/person-form/person-picture-input';
import { reportFailure } from '../../app/failures';
import { AddToBasketButton } from '../../ui/basket/add-to-basket';
import { historyTab } from '../../ui/history/history-tab';
import {
  personDialogFieldOf,
  toPersonDialogInput,
  toPersonValues,
  type PersonField,
  type PersonValues,
} from './person-values';

/** The ids of the dialog's fields start with this. */
export const PERSON_ID_PREFIX = 'person';

/** Props of {@link PersonDialog}. */
export interface PersonDialogProps {
  /** The person to show (loaded by the dialog), or null for a new one. */
  person: { id: number } | null;
  onClose: () => void;
  /** After the server stored it; the caller closes the dialog. */
  onSaved: (saved: PersonRecord) => void;
}

/**
 * The person dialog (spec 001 §2.2): the shared person form with the e-mail check and the
 * overwrite question, and the picture. It loads the person itself; staff who may not change
 * the person (and families, but for their own person) see it read-only.
 */
export function PersonDialog({ person, onClose, onSaved }: PersonDialogProps) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const id = person?.id ?? null;
  return (
    <RecordByIdDialog
      id={id}
      load={(id) => getPerson(client, id)}
      title={i18n._('persons.editTitle')}
      failedTitleKey="persons.recordFailed"
      onClose={onClose}
    >
      {(record) => <PersonForm record={record} onClose={onClose} onSaved={onSaved} />}
    </RecordByIdDialog>
  );
}

/** The record dialog around the loaded person (or an empty one, or one loaded by e-mail). */
function PersonForm({
  record: given,
  onClose,
  onSaved,
}: Omit<PersonDialogProps, 'person'> & { record: PersonRecord | null }) {
  useSignals();
  const { i18n } = useLingui();
  const client = useApiClient();
  const user = currentUser.value;
  // Create mode may load an existing person by the typed e-mail (spec 001 §2.2), or clear it.
  const [loaded, setLoaded] = useState<PersonRecord | null>(null);
  const record = given ?? loaded;
  const today = schoolToday();
  const schema = useMemo(() => personInputSchema({ today }), [today]);
  const form = useForm<PersonValues, unknown, PersonField>({
    initial: toPersonValues(given),
    schema,
    toInput: (values) => toPersonDialogInput(values, record),
    fieldOf: personDialogFieldOf,
    idPrefix: PERSON_ID_PREFIX,
    onSubmit: async (output, values) => {
      const saved = await putPerson(
        client,
        output as Parameters<typeof putPerson>[1],
        values.imageFile ?? undefined,
      );
      onSaved(saved);
    },
  });
  const mayChange =
    can(user, 'person.manage.any') || (record !== null && record.id === user?.personId);
  const creating = given === null;

  async function loadByEmail() {
    try {
      const found = await findPersonByEmail(client, form.values.email.trim());
      setLoaded(found);
      form.reset(toPersonValues(found));
    } catch (error) {
      if (error instanceof ApiError && error.status === 404)
        showSnackbar('persons.noneWithMail', { kind: 'info' });
      else reportFailure(error, 'persons.recordFailed');
    }
  }
  function clearLoaded() {
    setLoaded(null);
    form.reset(toPersonValues(null));
  }

  const pictureError = form.errors.imageFile;
  const history = historyTab(i18n, 'person', record?.id);
  const fields = (
    <fieldset disabled={!mayChange} className="space-y-5">
      <PersonFields
        idPrefix={PERSON_ID_PREFIX}
        today={today}
        value={form.values}
        onValueChange={(next) => form.setValues((current) => ({ ...current, ...next }))}
        errors={form.errors as PersonFormErrors}
        onFieldBlur={(field) => form.touch(field)}
        confirmTakenMail={mayChange}
      />
      <PersonPictureInput
        id={form.idOf('imageFile')}
        label={i18n._('person.picture')}
        file={form.values.imageFile}
        onFileChange={(file) => form.setValue('imageFile', file)}
        hasStored={record?.imageId != null}
        error={pictureError ? i18n._(pictureError) : null}
        disabled={!mayChange}
      />
    </fieldset>
  );
  return (
    <RecordDialog
      open
      onOpenChange={(open) => !open && onClose()}
      form={form}
      mode={record ? 'update' : 'create'}
      titles={{ create: i18n._('persons.new'), update: i18n._('persons.editTitle') }}
      readOnly={!mayChange}
      onReload={record ? async () => toPersonValues(await getPerson(client, record.id)) : undefined}
      fieldLabels={{
        givenName: i18n._('person.givenName'),
        familyName: i18n._('person.familyName'),
        email: i18n._('person.email'),
      }}
      onFailure={(error) => reportFailure(error, 'persons.saveFailed')}
      actions={
        <>
          {record ? (
            <AddToBasketButton
              candidate={{
                id: record.id,
                type: 'PERSON',
                givenName: record.givenName,
                familyName: record.familyName,
                email: record.email,
              }}
            />
          ) : null}
          {creating && can(user, 'person.find') ? (
            <>
              <Button
                variant="secondary"
                disabled={form.values.email.trim() === ''}
                onClick={() => void loadByEmail()}
              >
                {i18n._('persons.loadExisting')}
              </Button>
              {loaded ? (
                <Button variant="ghost" onClick={clearLoaded}>
                  {i18n._('persons.clearLoaded')}
                </Button>
              ) : null}
            </>
          ) : null}
        </>
      }
      tabs={
        history.length > 0
          ? [{ value: 'person', label: i18n._('persons.tab.person'), content: fields }, ...history]
          : undefined
      }
      className="max-w-3xl"
    >
      {history.length > 0 ? null : fields}
    </RecordDialog>
  );
}
